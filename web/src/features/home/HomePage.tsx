import { Box } from '@chakra-ui/react';
import { BelowTheFold } from '../../components/BelowTheFold.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Banner } from './Banner.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { DonationPanel } from './DonationPanel.tsx';
import { PaymentAlert, type PaymentOutcome } from './PaymentAlert.tsx';
import { PopularCamps } from './PopularCamps.tsx';
import { Reviews } from './Reviews.tsx';

/** `/`, and `/success_payment`, `/fail_payment`, `/cancel_payment` with their alert. */
export function HomePage({ paymentAlert }: { paymentAlert?: PaymentOutcome }) {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <>
      {paymentAlert && <PaymentAlert outcome={paymentAlert} />}
      <Banner />
      <DemoNotice />
      {/* Below the fold: rendered right after the first paint, in separate tasks. Their
          room is held from the start (at least a screen), so the footer is not seen
          jumping down as they arrive (a layout shift). */}
      <Box minH="100vh">
        <BelowTheFold order={1}>
          <PopularCamps />
        </BelowTheFold>
        <BelowTheFold order={2}>
          <DonationPanel />
        </BelowTheFold>
        <BelowTheFold order={3}>
          <Reviews />
        </BelowTheFold>
      </Box>
    </>
  );
}
