/** Edit a camp in a modal (api/updateCamp.ts); the old image stays unless a new one is chosen. */
import type { CampWithId } from '@campcare/domain';
import { toast } from '../../../lib/toast.ts';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { useUpdateCamp } from '../api/updateCamp.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { CampPayload } from './campFormRules.ts';
import { CampForm } from './CampForm.tsx';

export function EditCampModal({ camp, onClose }: { camp: CampWithId; onClose: () => void }) {
  const { t } = useTranslation();
  const updateCamp = useUpdateCamp();
  async function save(payload: CampPayload) {
    try {
      await updateCamp.mutateAsync({ campId: camp._id, payload });
      toast.success(t('organizer.editCamp.updated', { camp: payload.CampName }));
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error));
      throw error;
    }
  }
  return (
    <DialogFrame title={t('organizer.editCamp.title', { camp: camp.CampName })} onClose={onClose} wide="xl">
      <CampForm camp={camp} submitLabel={t('organizer.editCamp.save')} onSubmit={save} onCancel={onClose} />
    </DialogFrame>
  );
}
