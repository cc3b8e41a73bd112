/** Placeholder page; replaced as the dashboard is built. */
export function PaymentHistory() {
  return <p>Loading…</p>;
}
