import { describe, expect, it } from 'vitest';
import { resultMailDue, resultMailStartRange } from '../../src/clinical/resultMail.ts';

const START = '2026-11-20T03:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('when results are mailed', () => {
  it('from the end of the camp’s day (a day after it starts), for three days', () => {
    expect(resultMailDue(START, at('2026-11-21T02:59:59.999Z'))).toBe(false);
    expect(resultMailDue(START, at('2026-11-21T03:00:00.000Z'))).toBe(true);
    expect(resultMailDue(START, at('2026-11-24T02:59:59.999Z'))).toBe(true);
    expect(resultMailDue(START, at('2026-11-24T03:00:00.000Z'))).toBe(false);
    expect(resultMailDue('not a date', at('2026-11-22T00:00:00.000Z'))).toBe(false);
  });

  it('the range of start times to look up holds exactly the camps due', () => {
    for (const now of ['2026-11-21T03:00:00.000Z', '2026-11-22T10:00:00.000Z', '2026-11-24T02:59:59.999Z', '2026-11-24T03:00:00.000Z', '2026-11-21T02:59:59.999Z']) {
      const { from, to } = resultMailStartRange(at(now));
      expect(START >= from && START <= to, now).toBe(resultMailDue(START, at(now)));
    }
  });
});
