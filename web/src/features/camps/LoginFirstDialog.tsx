import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** The confirm a visitor sees on Join Camp ("Please log in first…"): yes goes to /login, remembering the camp. */
export function LoginFirstDialog({ open, onClose, onConfirm }: { open: boolean; onClose: () => void; onConfirm: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="login-first-dialog">
            <Dialog.Header>
              <Dialog.Title>Please log in first</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>You need to log in before you can join this camp. You will come back here afterwards.</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={onConfirm}>
                Yes, log in
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
