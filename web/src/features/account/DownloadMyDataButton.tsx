import { Button, Card, Heading, Text } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import { useDownloadMyData } from './api/exportMyData.ts';

/** Profile: a copy of everything CampCare keeps about the signed-in person, as one JSON file. */
export function DownloadMyDataButton() {
  const download = useDownloadMyData();
  return (
    <Card.Root mt="6" data-testid="download-my-data">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          Your data
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          One file with your profile, your registrations and their health details, your payments, reviews and consents,
          and who opened your health details.
        </Text>
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast.error(error instanceof Error ? error.message : 'The download failed. Please try again.'),
            })
          }
        >
          Download my data
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
