export function ContactPage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>ContactPage</h1>;
}
