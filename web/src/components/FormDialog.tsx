/**
 * A dialog holding one form: a title, the fields stacked in its body, then
 * Cancel and the submit button. It cannot be dismissed while the form is
 * submitting unless `cancelWhileSubmitting` says abandoning is harmless.
 */
import { Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { DialogActions } from './DialogActions.tsx';

export function FormDialog({
  open = true,
  title,
  submitLabel,
  submitting,
  cancelWhileSubmitting = false,
  onSubmit,
  onClose,
  testId,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  submitLabel: ReactNode;
  submitting: boolean;
  cancelWhileSubmitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  testId?: string;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && (cancelWhileSubmitting || !submitting) && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid={testId}>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <DialogActions label={submitLabel} busy={submitting} onCancel={onClose} cancelWhileBusy={cancelWhileSubmitting} />
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
