import { usePageTitle } from '../../components/usePageTitle.ts';
import { Banner } from './Banner.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { DonationPanel } from './DonationPanel.tsx';
import { PaymentAlert, type PaymentOutcome } from './PaymentAlert.tsx';
import { PopularCamps } from './PopularCamps.tsx';
import { Reviews } from './Reviews.tsx';

/** `/`, and `/success_payment`, `/fail_payment`, `/cancel_payment` with their alert. */
export function HomePage({ paymentAlert }: { paymentAlert?: PaymentOutcome }) {
  usePageTitle('Home');
  return (
    <>
      <DemoNotice />
      {paymentAlert && <PaymentAlert outcome={paymentAlert} />}
      <Banner />
      <PopularCamps />
      <DonationPanel />
      <Reviews />
    </>
  );
}
