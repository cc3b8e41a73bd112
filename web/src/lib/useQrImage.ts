/**
 * A text as a QR image (PNG data URL, null while it is drawn): a ticket's
 * code for the door, a referral's code on its slip. The library is loaded
 * only when a page first draws one.
 */
import { useEffect, useState } from 'react';

export function useQrImage(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 320 }).then((data) => live && setUrl(data)),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
