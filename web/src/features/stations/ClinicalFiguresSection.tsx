/**
 * The organizer's analytics, clinical part: how many people were screened
 * and referred (and why), the referral rate, and how the follow-up went
 * (closure rate, median days to closure), together and per camp. The
 * figures come counted from the API (domain clinical figures.ts).
 */
import { Box, Heading, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import { REFERRAL_REASONS, type ClinicalFigures } from '@campcare/domain/clinical';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime, formatDecimal } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useClinicalFigures } from './api/clinicalFigures.ts';
import { REASON_KEYS } from './reasonKeys.ts';

type T = (key: string, values?: Record<string, unknown>) => string;

/** "25%" (Bengali "২৫%"); a dash when there is nothing to divide by. */
const percent = (t: T, rate: number | null) => (rate === null ? t('stations.figures.none') : t('stations.figures.percent', { rate: formatCount(Math.round(rate * 100)) }));
const days = (t: T, value: number | null) => (value === null ? t('stations.figures.none') : t('stations.figures.days', { days: formatDecimal(value) }));

/**
 * `scope`: one organizer's uid, or null for every camp (admins). `stat` draws
 * one figure the way the page around it draws its others.
 */
export function ClinicalFiguresSection({
  scope,
  stat,
}: {
  scope: string | null;
  stat: (label: string, value: string, help: string, definition: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const figures = useClinicalFigures(scope);
  const data = figures.data ?? null;
  return (
    <Box as="section" aria-labelledby="clinical-figures-heading" mb="8" data-testid="clinical-figures">
      <Heading as="h2" size="md" mb="3" id="clinical-figures-heading">
        {t('stations.figures.heading')}
      </Heading>
      {figures.error && (
        <Text color="fg.error" role="alert">
          {t('stations.figures.loadFailed', { reason: apiErrorMessage(figures.error) })}
        </Text>
      )}
      {!data && !figures.error && <Spinner aria-label={t('stations.figures.loading')} />}
      {data && data.camps.length === 0 && <Text color="fg.muted">{t('stations.figures.empty')}</Text>}
      {data && data.camps.length > 0 && <Figures t={t} total={data.total} camps={data.camps} stat={stat} />}
    </Box>
  );
}

function Figures({
  t,
  total,
  camps,
  stat,
}: {
  t: T;
  total: ClinicalFigures;
  camps: NonNullable<ReturnType<typeof useClinicalFigures>['data']>['camps'];
  stat: (label: string, value: string, help: string, definition: string) => ReactNode;
}) {
  const reasons = REFERRAL_REASONS.filter((r) => total.referredByReason[r] > 0);
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="4">
        {stat(
          t('stations.figures.screened'),
          formatCount(total.screened),
          t('stations.figures.screenedHelp', { camps: camps.length }),
          t('stations.figures.screenedDefinition'),
        )}
        {stat(
          t('stations.figures.referralRate'),
          percent(t, total.referralRate),
          t('stations.figures.referralRateHelp', { referred: formatCount(total.referred), screened: formatCount(total.screened) }),
          t('stations.figures.referralRateDefinition'),
        )}
        {stat(
          t('stations.figures.closureRate'),
          percent(t, total.closureRate),
          t('stations.figures.closureRateHelp', { closed: formatCount(total.closed), referrals: formatCount(total.referrals) }),
          t('stations.figures.closureRateDefinition'),
        )}
        {stat(
          t('stations.figures.timeToClose'),
          days(t, total.medianDaysToClose),
          t('stations.figures.timeToCloseHelp', { closed: formatCount(total.closed) }),
          t('stations.figures.timeToCloseDefinition'),
        )}
      </SimpleGrid>
      <Heading as="h3" size="sm" mb="2" id="referred-by-reason-heading">
        {t('stations.figures.byReason')}
      </Heading>
      {reasons.length === 0 ? (
        <Text color="fg.muted" mb="4">
          {t('stations.figures.noReferrals')}
        </Text>
      ) : (
        <Box as="ul" aria-labelledby="referred-by-reason-heading" listStyleType="none" mb="4" display="flex" flexWrap="wrap" gap="2">
          {reasons.map((reason) => (
            <Box as="li" key={reason} borderWidth="1px" borderRadius="md" px="3" py="1" data-testid={`referred-${reason}`}>
              {t('stations.figures.reasonCount', { reason: t(REASON_KEYS[reason]), count: formatCount(total.referredByReason[reason]) })}
            </Box>
          ))}
        </Box>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={t('stations.figures.perCamp')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('stations.figures.columnCamp')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('stations.figures.columnDate')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stations.figures.screened')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stations.figures.columnReferred')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stations.figures.closureRate')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('stations.figures.timeToClose')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {camps.map(({ camp, figures }) => (
              <Table.Row key={camp._id} data-testid={`clinical-${camp._id}`}>
                <Table.Cell>{camp.CampName}</Table.Cell>
                <Table.Cell data-nowrap="">{formatDateTime(camp.DateTime, camp.TimeZone)}</Table.Cell>
                <Table.Cell textAlign="end">{formatCount(figures.screened)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {t('stations.figures.referredWithRate', { referred: formatCount(figures.referred), rate: percent(t, figures.referralRate) })}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {t('stations.figures.closedWithRate', { closed: formatCount(figures.closed), referrals: formatCount(figures.referrals), rate: percent(t, figures.closureRate) })}
                </Table.Cell>
                <Table.Cell textAlign="end">{days(t, figures.medianDaysToClose)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
