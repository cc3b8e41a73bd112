import { Button, DataList, Text } from '@chakra-ui/react';
import type { Gender } from '@campcare/domain';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { LoadingLine } from '../../components/LoadingLine.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useHealthDetails } from './api/healthDetails.ts';

/** The catalog's words for the genders the API answers (its values stay English). */
const GENDER_KEYS: Record<Gender, string> = {
  Male: 'organizer.healthDetails.male',
  Female: 'organizer.healthDetails.female',
  Other: 'organizer.healthDetails.other',
};

/**
 * The organizers' detail view of one registration: its health details are
 * read only when the dialog opens (each opening is one read in the
 * participant's access log), never in the table's rows.
 */
export function HealthDetailsButton({ registrationId, participantName }: { registrationId: string; participantName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={t('organizer.healthDetails.detailsOf', { name: participantName })}>
        {t('organizer.healthDetails.details')}
      </Button>
      {open && (
        <DialogFrame title={participantName} onClose={() => setOpen(false)} closeButton testId="health-details" gap={0}>
          <HealthDetailsBody registrationId={registrationId} />
        </DialogFrame>
      )}
    </>
  );
}

function HealthDetailsBody({ registrationId }: { registrationId: string }) {
  const { t } = useTranslation();
  const details = useHealthDetails(registrationId);
  if (details.status === 'pending') return <LoadingLine>{t('organizer.healthDetails.loading')}</LoadingLine>;
  if (details.status === 'error') return <Text color="fg.error">{apiErrorMessage(details.error)}</Text>;
  const d = details.data;
  if (d.erased) {
    return <Text>{t('organizer.healthDetails.erased')}</Text>;
  }
  const rows: [label: string, value: string | null | undefined][] = [
    [t('organizer.healthDetails.age'), d.age === undefined ? null : formatCount(d.age)],
    [t('organizer.healthDetails.gender'), d.gender ? t(GENDER_KEYS[d.gender]) : null],
    [t('organizer.healthDetails.phone'), d.phoneNumber],
    [t('organizer.healthDetails.emergencyContact'), d.emergencyContact],
  ];
  return (
    <>
      {/* One grid for every row, so the values line up however long a label is in the page's language:
          the horizontal data list alone sizes each row's label on its own. */}
      <DataList.Root orientation="horizontal" size="md" display="grid" gridTemplateColumns="max-content minmax(0, 1fr)" columnGap="4">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} display="contents">
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted" mt="4">
        {t('organizer.healthDetails.recorded')}
      </Text>
    </>
  );
}
