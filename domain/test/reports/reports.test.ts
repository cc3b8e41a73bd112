import { describe, expect, it } from 'vitest';
import {
  ageBandOf,
  buildDataValueSet,
  campFigures,
  dataValueSetToAdx,
  monthRange,
  readImportSummary,
  type ReportRegistration,
  type ReportRows,
} from '../../src/reports/index.ts';

const reg = (id: string, over: Partial<ReportRegistration> = {}): ReportRegistration => ({
  campId: 'c1',
  registrationId: id,
  PaymentStatus: 'Free',
  checkedInAt: '2026-11-02T09:00:00.000Z',
  walkIn: false,
  age: 30,
  gender: 'Female',
  ...over,
});

const rows: ReportRows = {
  registrations: [
    reg('a'),
    reg('b', { age: 3, gender: 'Male', walkIn: true }),
    reg('c', { checkedInAt: null, age: 60 }),
    reg('d', { PaymentStatus: 'Unpaid', checkedInAt: null }),
    reg('e', { age: null, gender: null }),
  ],
  results: [
    { campId: 'c1', registrationId: 'a' },
    { campId: 'c1', registrationId: 'a' },
    { campId: 'c1', registrationId: 'b' },
  ],
  referrals: [
    { campId: 'c1', registrationId: 'a', reason: 'highBloodPressure', urgency: 'urgent', status: 'closed', createdAt: '2026-11-02T10:00:00.000Z', closedAt: '2026-11-04T10:00:00.000Z' },
    { campId: 'c1', registrationId: 'b', reason: 'lowVision', urgency: 'routine', status: 'dismissed', createdAt: '2026-11-02T10:00:00.000Z', closedAt: null },
  ],
  bookings: [{ campId: 'c1', amount: 2500, amountRefunded: 1000 }, { campId: 'c1', amount: 500 }],
  donations: [{ amount: 700, createdAt: '2026-11-03T00:00:00.000Z' }],
};

describe('camp figures', () => {
  it('bands ages at their edges', () => {
    expect([ageBandOf(4), ageBandOf(5), ageBandOf(14), ageBandOf(15), ageBandOf(49), ageBandOf(50), ageBandOf(null)]).toEqual([
      'under5',
      '5to14',
      '5to14',
      '15to49',
      '15to49',
      '50plus',
      'unknown',
    ]);
  });

  it('counts attendance as the door does, walk-ins among those who came, the money net of refunds', () => {
    const f = campFigures(rows);
    expect([f.expected, f.checkedIn, f.noShows, f.walkIns]).toEqual([4, 3, 1, 1]);
    expect(f.attendedBy['15to49'].Female).toBe(1);
    expect(f.attendedBy.under5.Male).toBe(1);
    expect(f.attendedBy.unknown.unknown).toBe(1);
    expect(f.clinical.screened).toBe(2);
    expect(f.clinical.referred).toBe(1);
    expect(f.referredByUrgency).toEqual({ urgent: 1, routine: 0 });
    expect(f.money).toEqual({ paid: 3000, refunded: 1000, net: 2000, donations: 700 });
  });
});

describe('DHIS2 data value sets', () => {
  it('splits a figure by age band and sex and keeps zeros', () => {
    const set = buildDataValueSet(
      {
        dataSet: 'DsCampCare1',
        orgUnit: 'OuDistrict1',
        rows: [
          { figure: 'attended', dataElement: 'DeAttended1', categoryOptionCombo: 'CocF15to491', ageBand: '15to49', sex: 'Female' },
          { figure: 'attended', dataElement: 'DeAttended1', categoryOptionCombo: 'CocMunder51', ageBand: 'under5', sex: 'Male' },
          { figure: 'screened', dataElement: 'DeScreened1', categoryOptionCombo: 'CocM50plus1', ageBand: '50plus', sex: 'Male' },
          { figure: 'feesPaid', dataElement: 'DeFeesPaid1', categoryOptionCombo: 'HllvX50cXC0', ageBand: null, sex: null },
        ],
      },
      '202611',
      rows,
    );
    expect(set.dataValues.map((v) => v.value)).toEqual(['1', '1', '0', '30']);
    expect(set.dataValues.every((v) => v.period === '202611' && v.orgUnit === 'OuDistrict1')).toBe(true);
  });

  it('reads months and import summaries of old and new DHIS2 versions', () => {
    expect(monthRange('202612')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(monthRange('202613')).toBeNull();
    const count = { imported: 1, updated: 2, ignored: 3, deleted: 0 };
    expect(readImportSummary({ status: 'OK', response: { status: 'WARNING', importCount: count, conflicts: [{ object: 'x', value: 'bad' }] } })?.conflicts).toEqual([
      { object: 'x', value: 'bad' },
    ]);
    expect(readImportSummary({ status: 'SUCCESS', importCount: count })?.importCount).toEqual(count);
    expect(readImportSummary({ nothing: true })).toBeNull();
  });
});

describe('ADX', () => {
  it('writes each value of the set, the month as ISO 8601, the attribute option combo on the group, and escapes what XML would read', () => {
    const xml = dataValueSetToAdx(
      {
        dataSet: 'DsCampCare1',
        period: '202512',
        orgUnit: 'OuDhaka0001',
        attributeOptionCombo: 'AocFunder01',
        dataValues: [
          { dataElement: 'CcAttended1', period: '202512', orgUnit: 'OuDhaka0001', categoryOptionCombo: 'Cou5F000000', value: '7' },
          { dataElement: 'Cc"<&>', period: '202512', orgUnit: 'OuDhaka0001', categoryOptionCombo: 'HllvX50cXC0', value: '0' },
        ],
      },
      '2026-01-02T03:04:05.000Z',
    );
    expect(xml).toContain('<adx xmlns="urn:ihe:qrph:adx:2015" exported="2026-01-02T03:04:05.000Z">');
    expect(xml).toContain('<group dataSet="DsCampCare1" orgUnit="OuDhaka0001" period="2025-12-01/P1M" attributeOptionCombo="AocFunder01">');
    expect(xml).toContain('<dataValue dataElement="CcAttended1" categoryOptionCombo="Cou5F000000" value="7"/>');
    expect(xml).toContain('<dataValue dataElement="Cc&quot;&lt;&amp;&gt;" categoryOptionCombo="HllvX50cXC0" value="0"/>');
    expect(() => dataValueSetToAdx({ dataSet: 'DsCampCare1', period: '2025-12', orgUnit: 'OuDhaka0001', dataValues: [] }, '')).toThrow();
  });
});
