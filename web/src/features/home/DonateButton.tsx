import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { FiHeart } from '../../components/FeatherIcons.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { startDonation } from '../payments/index.ts';

export function DonateButton(props: ButtonProps) {
  const { t, language } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function donate() {
    setBusy(true);
    try {
      // startDonation sends the browser to the payment page; nothing more to do here.
      await startDonation();
    } catch (error) {
      // Only the payment code's download can fail here (startDonation says its own refusals): the browser's
      // words are English, so another language says the catalog's.
      toast.error(error instanceof Error && error.message && language === 'en' ? error.message : t('home.donate.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button colorPalette="brand" loading={busy} loadingText={t('home.donate.opening')} onClick={() => void donate()} {...props}>
      <FiHeart aria-hidden /> {t('home.donate.button')}
    </Button>
  );
}
