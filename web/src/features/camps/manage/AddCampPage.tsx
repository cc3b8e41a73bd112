/** Add A Camp (organizers): api/addCamp.ts. */
import { Box, Heading, Text } from '@chakra-ui/react';
import { toast } from '../../../lib/toast.ts';
import { useAddCamp } from '../api/addCamp.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import type { CampPayload } from './campFormRules.ts';
import { CampForm } from './CampForm.tsx';

export function AddCampPage() {
  return <AddCampForm />;
}

function AddCampForm() {
  const { t } = useTranslation();
  const addCampMutation = useAddCamp();
  async function addCamp(payload: CampPayload) {
    try {
      await addCampMutation.mutateAsync(payload);
      toast.success(t('organizer.addCamp.added', { camp: payload.CampName }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
      throw error;
    }
  }
  return (
    <Box maxW="900px">
      <Heading as="h1" size="xl" mb="1">
        {t('organizer.addCamp.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('organizer.addCamp.intro')}
      </Text>
      <CampForm submitLabel={t('organizer.addCamp.submit')} onSubmit={addCamp} resetOnSuccess />
    </Box>
  );
}
