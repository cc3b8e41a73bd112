import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { downloadCampCsv } from './api/campCsv.ts';

/** Manage Camps: the camp's registrations as a spreadsheet, health details included (each one logged). */
export function CampCsvButton({ campId, campName }: { campId: string; campName: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadCampCsv(campId);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button size="xs" variant="outline" loading={busy} onClick={() => void download()} aria-label={`CSV of the registrations of ${campName}`}>
      CSV
    </Button>
  );
}
