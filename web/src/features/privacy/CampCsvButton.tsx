import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { downloadCampCsv } from './api/campCsv.ts';

/** Manage Camps: the camp's registrations as a spreadsheet, health details included (each one logged). */
export function CampCsvButton({ campId, campName }: { campId: string; campName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCampCsv(campId);
    } catch (error) {
      toast.error(apiErrorMessage(error, 'organizer.csv.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={() => void download()} aria-label={t('organizer.csv.label', { camp: campName })}>
      {t('organizer.csv.button')}
    </Button>
  );
}
