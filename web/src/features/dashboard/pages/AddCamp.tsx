/** Add A Camp (organizers): api/addCamp.ts. */
import { Box, Heading, Text } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import { useAddCamp } from '../api/addCamp.ts';
import { RequireOrganizer } from '../layout/guards.tsx';
import { errorMessage } from '../lib/errors.ts';
import type { CampPayload } from '../lib/formSchemas.ts';
import { CampForm } from '../organizer/CampForm.tsx';

export function AddCamp() {
  return (
    <RequireOrganizer>
      <AddCampForm />
    </RequireOrganizer>
  );
}

function AddCampForm() {
  const addCampMutation = useAddCamp();
  async function addCamp(payload: CampPayload) {
    try {
      await addCampMutation.mutateAsync(payload);
      toast.success(`${payload.CampName} was added.`);
    } catch (error) {
      toast.error(errorMessage(error));
      throw error;
    }
  }
  return (
    <Box maxW="900px">
      <Heading as="h1" size="xl" mb="1">
        Add A Camp
      </Heading>
      <Text color="fg.muted" mb="5">
        Every field is required. The picture is resized before it is uploaded.
      </Text>
      <CampForm submitLabel="Add camp" onSubmit={addCamp} resetOnSuccess />
    </Box>
  );
}
