const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Sat, Dec 5, 2026, 9:00 AM" in the visitor's time zone; the raw text if it is not a date. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateTimeFormat.format(time) : iso;
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}
