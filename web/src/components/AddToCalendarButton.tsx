/**
 * "Add to calendar": downloads the camp's .ics, built in the browser by the
 * same builder the mails attach (domain/src/calendar.ts), so the file and
 * the mails' files are one event (same UID, the camp's zone), its description
 * worded in the language shown. The builder and its library load only on the
 * first click.
 */
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { CampCalendarInput } from '@campcare/domain/calendar';
import { useState } from 'react';
import { toast } from '../lib/toast.ts';
import { translate, useTranslation } from '../lib/i18n/index.ts';
import { FiCalendar } from 'react-icons/fi';

export interface AddToCalendarButtonProps extends Omit<ButtonProps, 'onClick'> {
  camp: Omit<CampCalendarInput, 'url'>;
}

async function downloadCalendar(camp: Omit<CampCalendarInput, 'url'>): Promise<void> {
  const { buildCampCalendar, campCalendarFileName, CALENDAR_CONTENT_TYPE } = await import('@campcare/domain/calendar');
  const url = `${window.location.origin}/campDetail/${encodeURIComponent(camp.campId)}`;
  const labels = { professional: (name: string) => translate('calendar.professional', { name }), details: (link: string) => translate('calendar.details', { url: link }) };
  const file = new Blob([buildCampCalendar({ ...camp, url }, new Date(), { labels })], { type: CALENDAR_CONTENT_TYPE });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = campCalendarFileName(camp.CampName);
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the address goes away.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

export function AddToCalendarButton({ camp, ...props }: AddToCalendarButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function click() {
    setBusy(true);
    try {
      await downloadCalendar(camp);
    } catch {
      toast.error(t('calendar.failed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void click()} aria-label={t('calendar.addCamp', { camp: camp.CampName })} {...props}>
      <FiCalendar aria-hidden /> {t('calendar.add')}
    </Button>
  );
}
