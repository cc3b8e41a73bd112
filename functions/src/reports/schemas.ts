/** Request schemas of the camp report and the DHIS2 export. */
import { dhis2MonthPeriod, dhis2ServerUrl, dhis2Token, dhis2Uid } from '@campcare/domain/fields';
import { AGE_BANDS, DHIS2_FIGURE_KEYS, DHIS2_FIGURES, REPORT_SEXES, type Dhis2Figure } from '@campcare/domain/reports';
import { z } from 'zod';
import { onEmulator } from '../config.ts';
import { organizerParam } from '../http/listQuery.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string({ error: `${label} is required (YYYY-MM-DD).` })
    .regex(DAY, { error: `${label} must be a date written YYYY-MM-DD.` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00.000Z`)) && new Date(`${v}T00:00:00.000Z`).toISOString().startsWith(v), { error: `${label} is not a date.` });

/** The longest range one report covers. */
export const MAX_REPORT_DAYS = 366;

/** A range of days, both included. */
export const reportRangeSchema = z
  .object({ from: day('From'), to: day('To'), organizer: organizerParam })
  .refine((r) => r.from <= r.to, { error: 'From must not be after To.', path: ['to'] })
  .refine((r) => (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < MAX_REPORT_DAYS, { error: `A report covers at most ${MAX_REPORT_DAYS} days.`, path: ['to'] });

const mappingRow = z
  .object({
    figure: z.enum(DHIS2_FIGURE_KEYS as [Dhis2Figure, ...Dhis2Figure[]], { error: `The figure must be one of ${DHIS2_FIGURE_KEYS.join(', ')}.` }),
    dataElement: dhis2Uid('The data element'),
    categoryOptionCombo: dhis2Uid('The category option combo'),
    ageBand: z.enum([...AGE_BANDS, 'unknown'], { error: `The age band must be one of ${AGE_BANDS.join(', ')}, unknown, or null.` }).nullable().default(null),
    sex: z.enum(REPORT_SEXES as ['Female', 'Male', 'Other', 'unknown'], { error: 'The sex must be Female, Male, Other, unknown, or null.' }).nullable().default(null),
  })
  .refine((r) => DHIS2_FIGURES[r.figure].people || (r.ageBand === null && r.sex === null), { error: 'Money figures are not split by age band or sex.', path: ['ageBand'] });

/** At most this many lines in one mapping (a data set's worth). */
export const MAX_MAPPING_ROWS = 300;

export const dhis2SettingsSchema = () =>
  z
    .object({
      serverUrl: dhis2ServerUrl(onEmulator()),
      dataSet: dhis2Uid('The data set'),
      orgUnit: dhis2Uid('The org unit'),
      attributeOptionCombo: z.union([z.literal(''), z.null(), dhis2Uid('The attribute option combo')]).optional().transform((v) => v || null),
      rows: z.array(mappingRow).min(1, { error: 'Map at least one figure.' }).max(MAX_MAPPING_ROWS, { error: `A mapping has at most ${MAX_MAPPING_ROWS} lines.` }),
      // Absent: keep the token kept; null: forget it.
      token: z.union([z.null(), dhis2Token]).optional(),
    })
    .refine(
      (s) => new Set(s.rows.map((r) => `${r.dataElement}.${r.categoryOptionCombo}`)).size === s.rows.length,
      { error: 'Two lines send to the same data element and category option combo: DHIS2 would keep only the last.', path: ['rows'] },
    );

export const periodSchema = z.object({ period: dhis2MonthPeriod });
