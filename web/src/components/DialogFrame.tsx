/**
 * The frame every dialog of the app shares: backdrop, a titled panel, its body
 * and an optional footer. With `onSubmit` the header, body and footer are one
 * form (FormDialog builds on that); `wide` (lg or xl) is for a table or a long
 * form (full screen on a phone, scrolling inside); `closeButton` adds the corner ×.
 * `canClose: false` keeps it open against Escape and outside clicks (while
 * something is being sent). `initialFocus` names the element to focus on
 * opening (the first field to fill, rather than the first focusable one),
 * unless the person has already chosen a field (dialogFirstFocus.ts);
 * `finalFocus` the one to focus on closing, when the button that opened it
 * is gone or disabled by then.
 */
import { CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';
import { firstFocusKeepingTheirs } from './dialogFirstFocus.ts';

export function DialogFrame({
  open = true,
  title,
  onClose,
  canClose = true,
  wide,
  closeButton = false,
  onSubmit,
  footer,
  testId,
  gap = 4,
  initialFocus,
  finalFocus,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  onClose: () => void;
  canClose?: boolean;
  wide?: 'lg' | 'xl';
  closeButton?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  footer?: ReactNode;
  testId?: string;
  /** Space between the body's children. */
  gap?: number;
  initialFocus?: () => HTMLElement | null;
  finalFocus?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  const panel = (
    <>
      {/* The corner × sits over the header's end (Chakra places it absolutely): a long title
          (a camp's name, in Bengali) ran under it, so the header keeps that corner free. */}
      <Dialog.Header pe={closeButton ? '14' : undefined}>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={gap}>{children}</Stack>
      </Dialog.Body>
      {/* Buttons wrap rather than run off a phone's edge (long Bengali labels). */}
      {footer && <Dialog.Footer flexWrap="wrap">{footer}</Dialog.Footer>}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && canClose && onClose()}
      initialFocusEl={firstFocusKeepingTheirs(content, initialFocus)}
      finalFocusEl={finalFocus}
      {...(wide ? { size: { base: 'full', md: wide }, scrollBehavior: 'inside' } : { placement: 'center' })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content} mx={wide ? undefined : '4'} data-testid={testId}>
            {onSubmit ? (
              // display: contents keeps the dialog's header/body/footer layout around the form.
              <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
                {panel}
              </form>
            ) : (
              panel
            )}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('dialog.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
