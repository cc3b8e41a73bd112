/**
 * A dialog holding one form (the shared DialogFrame): a title, the fields
 * stacked in its body, then Cancel and the submit button. It cannot be
 * dismissed while the form is submitting unless `cancelWhileSubmitting` says
 * abandoning is harmless.
 */
import type { FormEventHandler, ReactNode } from 'react';
import { DialogActions } from './DialogActions.tsx';
import { DialogFrame } from './DialogFrame.tsx';

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
    <DialogFrame
      open={open}
      title={title}
      onClose={onClose}
      canClose={cancelWhileSubmitting || !submitting}
      onSubmit={onSubmit}
      footer={<DialogActions label={submitLabel} busy={submitting} onCancel={onClose} cancelWhileBusy={cancelWhileSubmitting} />}
      testId={testId}
    >
      {children}
    </DialogFrame>
  );
}
