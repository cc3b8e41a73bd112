/** Placeholder page; replaced as the dashboard is built. */
export function AddCamp() {
  return <p>Loading…</p>;
}
