/** Placeholder page; replaced as the dashboard is built. */
export function ManageRegistrations() {
  return <p>Loading…</p>;
}
