/** Placeholder page; replaced as the dashboard is built. */
export function OrganizerAnalytics() {
  return <p>Loading…</p>;
}
