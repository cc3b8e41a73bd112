export function HomePage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>HomePage</h1>;
}
