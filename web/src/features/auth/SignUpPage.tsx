export function SignUpPage(_props: { paymentAlert?: 'success' | 'fail' | 'cancel' }) {
  return <h1>SignUpPage</h1>;
}
