import { Button } from '@chakra-ui/react';
import { toast } from '../../lib/toast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useDownloadCampCsv } from './api/campCsv.ts';

/** Manage Camps: the camp's registrations as a spreadsheet, health details included (each one logged). */
export function CampCsvButton({ campId, campName }: { campId: string; campName: string }) {
  const { t } = useTranslation();
  const download = useDownloadCampCsv();
  return (
    <Button
      size="xs"
      variant="outline"
      loading={download.isPending}
      onClick={() => download.mutate(campId, { onError: (error) => toast.error(apiErrorMessage(error, 'organizer.csv.failed')) })}
      aria-label={t('organizer.csv.label', { camp: campName })}
    >
      {t('organizer.csv.button')}
    </Button>
  );
}
