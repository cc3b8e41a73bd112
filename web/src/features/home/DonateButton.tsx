import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { FiHeart } from 'react-icons/fi';

type PaymentsModule = { startDonation?: () => Promise<unknown> };

/**
 * The payments feature is loaded only when someone donates (and is optional
 * at build time: import.meta.glob finds nothing if it is not there yet).
 */
const paymentsModules = import.meta.glob<PaymentsModule>('../payments/index.ts');

export async function loadStartDonation(): Promise<PaymentsModule['startDonation']> {
  const load = Object.values(paymentsModules)[0];
  return load ? (await load()).startDonation : undefined;
}

export function DonateButton(props: ButtonProps) {
  const [busy, setBusy] = useState(false);
  async function donate() {
    setBusy(true);
    try {
      const startDonation = await loadStartDonation();
      if (!startDonation) {
        toast.error('Online donations are not available yet. Please try again later.');
        return;
      }
      // startDonation sends the browser to the payment page; nothing more to do here.
      await startDonation();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'The donation could not be started. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button colorPalette="brand" loading={busy} loadingText="Opening payment…" onClick={() => void donate()} {...props}>
      <FiHeart aria-hidden /> Donate Now
    </Button>
  );
}
