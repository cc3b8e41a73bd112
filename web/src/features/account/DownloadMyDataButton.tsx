import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { toast } from '../../lib/toast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useDownloadMyData } from './api/exportMyData.ts';

/** Profile: a copy of everything CampCare keeps about the signed-in person, as one JSON file. */
export function DownloadMyDataButton() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  return (
    <Card.Root mt="6" data-testid="download-my-data">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          {t('account.data.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('account.data.explained')}
        </Text>
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast.error(apiErrorMessage(error, 'account.data.failed')),
            })
          }
        >
          {t('account.data.download')}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
