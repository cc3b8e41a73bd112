export function AvailableCampsPage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>AvailableCampsPage</h1>;
}
