import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from '../../lib/i18n/index.ts';

/** The confirm a visitor sees on Join Camp ("Please log in first…"): yes goes to /login, remembering the camp. */
export function LoginFirstDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-first-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('camps.loginFirst.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('camps.loginFirst.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('camps.loginFirst.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                {t('camps.loginFirst.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
