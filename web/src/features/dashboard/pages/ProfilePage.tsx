/** Placeholder page; replaced as the dashboard is built. */
export function ProfilePage() {
  return <p>Loading…</p>;
}
