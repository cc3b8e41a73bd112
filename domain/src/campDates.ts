/**
 * When a camp may be planned: camps are announced for later, so a new camp's
 * date, and an edited camp's new date, must be after now. An edit that keeps
 * the date stays allowed, so a camp that took place can still be corrected
 * (its name, its place), but not moved to another day in the past. The
 * camp form writes a date to the minute, so a date within the same minute as
 * the camp's own counts as kept.
 */

const MINUTE = 60_000;

export const CAMP_DATE_IN_PAST_MESSAGE = 'Date and time must be in the future.';

/**
 * `next`: the date asked for; `current`: the camp's date now (null for a new
 * camp). 'in-past' when the date asked for is not after `now`.
 */
export function campDateProblem(next: string, current: string | null, now: Date = new Date()): 'in-past' | null {
  const asked = Date.parse(next);
  if (current !== null && Math.floor(Date.parse(current) / MINUTE) === Math.floor(asked / MINUTE)) return null;
  return asked > now.getTime() ? null : 'in-past';
}
