/** Placeholder page; replaced as the dashboard is built. */
export function DashboardIndex() {
  return <p>Loading…</p>;
}
