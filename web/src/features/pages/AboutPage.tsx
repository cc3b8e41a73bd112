export function AboutPage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>AboutPage</h1>;
}
