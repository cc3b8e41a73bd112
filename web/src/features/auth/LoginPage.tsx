export function LoginPage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>LoginPage</h1>;
}
