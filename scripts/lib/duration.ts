/**
 * A run's length as the test runner prints it: seconds with a tenth under a
 * minute, whole minutes and seconds from there. The seconds are rounded
 * before they are split, so 179.7 s reads "3 min 00 s", not "2 min 60 s".
 */
export function formatDuration(seconds: number): string {
  const tenths = Math.round(seconds * 10);
  if (tenths < 600) return `${(tenths / 10).toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}
