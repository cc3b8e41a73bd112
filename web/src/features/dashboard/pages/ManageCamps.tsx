/** Placeholder page; replaced as the dashboard is built. */
export function ManageCamps() {
  return <p>Loading…</p>;
}
