import { Box, Card, Heading, List, Text } from '@chakra-ui/react';
import type { AccessLogEntry, AccessReason, LoggedField } from '@campcare/domain';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { LoadingLine } from '../../components/LoadingLine.tsx';
import { ListSearchInput } from '../../components/table/ListToolbar.tsx';
import { TablePager } from '../../components/table/TablePager.tsx';
import { useListControls } from '../../components/table/useListControls.ts';
import { useMyAccessLog } from './api/accessLog.ts';

const REASON_KEYS: Record<AccessReason, string> = {
  detail: 'privacy.accessLog.reason.detail',
  export: 'privacy.accessLog.reason.export',
  'check-in': 'privacy.accessLog.reason.checkIn',
  referral: 'privacy.accessLog.reason.referral',
  'follow-up': 'privacy.accessLog.reason.followUp',
  own: 'privacy.accessLog.reason.own',
  report: 'privacy.accessLog.reason.report',
  dhis2: 'privacy.accessLog.reason.dhis2',
};

/** Who read, by the role the read was logged under. */
const BY_ROLE_KEYS: Record<AccessLogEntry['accessorRole'], string> = {
  organizer: 'privacy.accessLog.byOrganizer',
  admin: 'privacy.accessLog.byAdmin',
  clinician: 'privacy.accessLog.byClinician',
  participant: 'privacy.accessLog.byYou',
};

const FIELD_KEYS: Record<LoggedField, string> = {
  age: 'privacy.accessLog.field.age',
  gender: 'privacy.accessLog.field.gender',
  phoneNumber: 'privacy.accessLog.field.phoneNumber',
  emergencyContact: 'privacy.accessLog.field.emergencyContact',
  results: 'privacy.accessLog.field.results',
  referrals: 'privacy.accessLog.field.referrals',
};

/** The entries a page of the card shows: a few, as it sits on the Profile page among other cards. */
const PAGE_SIZE = 10;

/** The participant's dashboard: who opened their health details, when, for which camp and why; searched by name, a page at a time. */
export function AccessLogCard() {
  const { t } = useTranslation();
  const controls = useListControls(300, PAGE_SIZE);
  const log = useMyAccessLog({ searchValue: controls.search, page: controls.page, limit: controls.limit });
  const entries = log.data?.rows ?? [];
  const total = log.data?.total ?? 0;
  // The search box stays once the log has entries (or while a search finds none), so a search can be changed back.
  const searchable = total > 0 || controls.search !== '' || controls.searchInput !== '';
  return (
    <Card.Root mt="6" data-testid="my-access-log">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          {t('privacy.accessLog.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('privacy.accessLog.explained')}
        </Text>
        {searchable && (
          <Box mb="4">
            <ListSearchInput controls={controls} label={t('privacy.accessLog.search')} />
          </Box>
        )}
        {log.status === 'pending' && <LoadingLine>{t('privacy.accessLog.loading')}</LoadingLine>}
        {log.status === 'error' && <Text color="fg.error">{apiErrorMessage(log.error)}</Text>}
        {log.status === 'success' && entries.length === 0 && <Text>{t(controls.search ? 'privacy.accessLog.noMatch' : 'privacy.accessLog.empty')}</Text>}
        {log.status === 'success' && entries.length > 0 && (
          <List.Root gap="3" variant="plain">
            {entries.map((entry) => (
              <List.Item key={entry._id} data-testid="access-log-entry">
                <Box>
                  <Text fontWeight="medium">{t(BY_ROLE_KEYS[entry.accessorRole], { name: entry.accessorName })}</Text>
                  <Text fontSize="sm">
                    {t('privacy.accessLog.entry', {
                      reason: t(REASON_KEYS[entry.reason]),
                      camp: entry.CampName,
                      fields: entry.fields.map((f) => t(FIELD_KEYS[f])).join(', '),
                    })}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(entry.at)}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
        {total > controls.limit && <TablePager controls={controls} total={total} summaryKey="privacy.accessLog.summary" loading={log.isFetching} />}
      </Card.Body>
    </Card.Root>
  );
}
