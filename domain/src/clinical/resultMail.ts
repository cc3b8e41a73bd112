/**
 * When a person's screening results are mailed to them: once their camp's
 * day is over (a camp lasts the day it starts on, as for walk-ins and the
 * health details' retention), when every station has recorded what it will
 * and a result can no longer change, and not for camps long past (the mail
 * is news only in the first days; the dashboard keeps the results after).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** How long after a camp's day its results are still mailed (the schedule may have been down for a while). */
export const RESULT_MAIL_WINDOW_DAYS = 3;

/** Whether a camp that started at `campDateTime` has its results mailed at `now`. */
export function resultMailDue(campDateTime: string, now: Date): boolean {
  const start = Date.parse(campDateTime);
  if (!Number.isFinite(start)) return false;
  const ended = start + DAY_MS;
  return now.getTime() >= ended && now.getTime() < ended + RESULT_MAIL_WINDOW_DAYS * DAY_MS;
}

/** The camps' start times whose results are due at `now`: from this one (inclusive) to that one (inclusive). */
export function resultMailStartRange(now: Date): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - (1 + RESULT_MAIL_WINDOW_DAYS) * DAY_MS + 1).toISOString(),
    to: new Date(now.getTime() - DAY_MS).toISOString(),
  };
}
