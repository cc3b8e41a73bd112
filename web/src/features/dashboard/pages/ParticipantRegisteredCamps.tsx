/** Placeholder page; replaced as the dashboard is built. */
export function ParticipantRegisteredCamps() {
  return <p>Loading…</p>;
}
