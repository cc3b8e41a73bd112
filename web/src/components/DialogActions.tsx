/**
 * Cancel beside the main button, as every form and dialog ends. While busy the
 * main button shows a spinner and both are disabled, so a second press cannot
 * send the same thing twice.
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

export interface DialogActionsProps {
  /** The main button's text. */
  label: ReactNode;
  busy: boolean;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  /** Cancel stays usable while busy (when abandoning the wait is harmless). */
  cancelWhileBusy?: boolean;
  /** The main button submits its form unless this is given. */
  onAction?: () => void;
  colorPalette?: 'brand' | 'red';
}

export function DialogActions({ label, busy, onCancel, cancelWhileBusy = false, onAction, colorPalette = 'brand' }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={busy && !cancelWhileBusy}>
          {t('dialog.cancel')}
        </Button>
      )}
      <Button type={onAction ? 'button' : 'submit'} onClick={onAction} colorPalette={colorPalette} loading={busy} disabled={busy}>
        {label}
      </Button>
    </>
  );
}
