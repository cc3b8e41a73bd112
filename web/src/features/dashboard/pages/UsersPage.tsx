/** Placeholder page; replaced as the dashboard is built. */
export function UsersPage() {
  return <p>Loading…</p>;
}
