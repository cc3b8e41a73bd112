/** Edit a camp in a modal: PUT /api/updateCamp/:id; the old image stays unless a new one is chosen. */
import { Dialog, Portal } from '@chakra-ui/react';
import type { CampWithId } from '@campcare/domain';
import toast from 'react-hot-toast';
import { apiFetch } from '../../../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';
import type { CampPayload } from '../lib/formSchemas.ts';
import { CampForm } from './CampForm.tsx';

export function EditCampModal({ camp, onClose, onSaved }: { camp: CampWithId; onClose: () => void; onSaved: () => void }) {
  async function save(payload: CampPayload) {
    try {
      await apiFetch(`/updateCamp/${encodeURIComponent(camp._id)}`, { method: 'PUT', body: payload });
      toast.success(`${payload.CampName} was updated.`);
      onSaved();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  }
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit {camp.CampName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <CampForm camp={camp} submitLabel="Save changes" onSubmit={save} onCancel={onClose} />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
