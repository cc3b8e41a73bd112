/**
 * One report's figures: attendance and walk-ins, screening, referrals and
 * their follow-up, who came by age band and sex, and the money, with two
 * charts. The same for one camp and for a range of camps together.
 */
import { Box, SimpleGrid, Spinner, Table, Text } from '@chakra-ui/react';
import { AGE_BANDS, REPORT_SEXES, type CampFigures } from '@campcare/domain/reports';
import { lazy, Suspense } from 'react';
import { StatCard } from '../../components/StatCard.tsx';
import { formatCount, formatDecimal, formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { AGE_BAND_KEYS, ATTENDANCE_LINES, CLINICAL_LINES, MONEY_LINES, SEX_KEYS, type LineValue, type ReportLine } from './reportLines.ts';

const ReportCharts = lazy(() => import('./ReportCharts.tsx'));

export function useLineText() {
  const { t } = useTranslation();
  return (value: LineValue): string => {
    switch (value.kind) {
      case 'count':
        return formatCount(value.n);
      case 'rate':
        return value.rate === null ? t('reports.none') : t('reports.percent', { rate: formatCount(Math.round(value.rate * 100)) });
      case 'money':
        return formatMoney(value.cents / 100);
      case 'days':
        return value.days === null ? t('reports.none') : t('reports.days', { days: formatDecimal(value.days) });
    }
  };
}

function LinesTable({ caption, lines, figures }: { caption: string; lines: ReportLine[]; figures: CampFigures }) {
  const { t } = useTranslation();
  const text = useLineText();
  return (
    <Table.Root size="sm" variant="outline" mb="4" className="report-keep">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
        {caption}
      </Table.Caption>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.key} data-line={line.key}>
            <Table.Cell>{t(line.label)}</Table.Cell>
            <Table.Cell textAlign="end" data-testid={`line-${line.key}`}>
              {text(line.value(figures))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function ReportBody({ figures, showDonations }: { figures: CampFigures; showDonations: boolean }) {
  const { t } = useTranslation();
  const text = useLineText();
  const line = (key: string, lines: ReportLine[]) => text(lines.find((l) => l.key === key)!.value(figures));
  return (
    <Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="5" className="report-keep">
        <StatCard label={t('reports.line.checkedIn')} value={line('checkedIn', ATTENDANCE_LINES)} help={t('reports.ofExpected', { expected: formatCount(figures.expected) })} />
        <StatCard label={t('reports.line.noShows')} value={line('noShows', ATTENDANCE_LINES)} help={line('noShowRate', ATTENDANCE_LINES)} />
        <StatCard label={t('reports.line.screened')} value={line('screened', CLINICAL_LINES)} />
        <StatCard label={t('reports.line.referred')} value={line('referred', CLINICAL_LINES)} help={t('reports.closedOf', { closed: formatCount(figures.clinical.closed), referrals: formatCount(figures.clinical.referrals) })} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Box>
          <LinesTable caption={t('reports.section.attendance')} lines={ATTENDANCE_LINES} figures={figures} />
          <LinesTable caption={t('reports.section.money')} lines={showDonations ? MONEY_LINES : MONEY_LINES.filter((l) => l.key !== 'donations')} figures={figures} />
        </Box>
        <LinesTable caption={t('reports.section.clinical')} lines={CLINICAL_LINES} figures={figures} />
      </SimpleGrid>
      <Box overflowX="auto" mb="5" className="report-keep">
        <Table.Root size="sm" variant="outline">
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">
            {t('reports.section.people')}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reports.ageBandHeading')}</Table.ColumnHeader>
              {REPORT_SEXES.map((sex) => (
                <Table.ColumnHeader key={sex} textAlign="end">
                  {t(SEX_KEYS[sex])}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...AGE_BANDS, 'unknown' as const].map((band) => (
              <Table.Row key={band}>
                <Table.Cell>{t(AGE_BAND_KEYS[band])}</Table.Cell>
                {REPORT_SEXES.map((sex) => (
                  <Table.Cell key={sex} textAlign="end" data-testid={`came-${band}-${sex}`}>
                    {formatCount(figures.attendedBy[band][sex])}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box className="report-keep" role="img" aria-label={t('reports.chart.description', { came: formatCount(figures.checkedIn), noShows: formatCount(figures.noShows), walkIns: formatCount(figures.walkIns) })}>
        <Suspense fallback={<Spinner aria-label={t('reports.loadingChart')} />}>
          <ReportCharts figures={figures} />
        </Suspense>
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="3">
        {t('reports.definitions')}
      </Text>
    </Box>
  );
}
