/**
 * The camp report: /dashboard/campReport/{campId} for one camp, and
 * /dashboard/campReport?from=&to= for the camps of a range of days, each
 * with its own line and a link to its page. It prints on its own (the
 * dashboard's frame and the buttons stay off paper, A4 or Letter) and
 * downloads as CSV in the page's language.
 */
import { Global } from '@emotion/react';
import { Box, Button, Center, Field, Heading, HStack, Input, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/table/DataTable.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime, formatDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { useCampReport, useRangeReport, type CampReport } from './api/reports.ts';
import { ReportBody } from './ReportBody.tsx';
import { downloadCsv, reportCsv } from './reportCsv.ts';

/**
 * On paper only the report: the rest of the page is hidden, and the report
 * is laid from the page's top-left corner at the paper's width, whatever it
 * is (A4 or Letter). Through Emotion, as the site's Content-Security-Policy
 * allows no `<style>` text it does not know.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden !important; }
  [data-print-report], [data-print-report] * { visibility: visible !important; }
  [data-print-report] { position: absolute; left: 0; top: 0; width: 100%; }
  [data-print-hide] { display: none !important; }
  .report-keep { break-inside: avoid; }
  .report-camp { break-before: page; }
}`;

function monthStart(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
}
function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function CampReportPage() {
  const { campId } = useParams();
  return (
    <>
      <Global styles={PRINT_CSS} />
      {campId ? <OneCamp campId={campId} /> : <Range />}
    </>
  );
}

function Actions({ onCsv }: { onCsv: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" mb="4" data-print-hide="" wrap="wrap">
      <Button size="sm" colorPalette="blue" onClick={() => window.print()}>
        {t('reports.print')}
      </Button>
      <Button size="sm" variant="outline" onClick={onCsv}>
        {t('reports.csv')}
      </Button>
    </HStack>
  );
}

function Loading({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Text color="fg.error" role="alert">
        {t('reports.loadFailed', { reason: apiErrorMessage(error) })}
      </Text>
    );
  }
  return (
    <Center py="10">
      <Spinner size="lg" aria-label={t('reports.loading')} />
    </Center>
  );
}

function useCsv() {
  const { t } = useTranslation();
  return (reports: CampReport[], total: CampReport['figures'] | null, fileName: string) => {
    const lines = reports.map((r) => ({ name: r.camp.CampName, date: r.camp.DateTime.slice(0, 10), figures: r.figures }));
    if (total) lines.push({ name: t('reports.total'), date: '', figures: total });
    downloadCsv(reportCsv((key) => t(key), { camp: t('reports.campColumn'), date: t('reports.dateColumn') }, lines), fileName);
  };
}

function OneCamp({ campId }: { campId: string }) {
  const { t } = useTranslation();
  const report = useCampReport(campId);
  const csv = useCsv();
  if (!report.data) return <Loading error={report.error} />;
  const { camp, figures } = report.data;
  return (
    <Box>
      <Actions onCsv={() => csv([report.data], null, `campcare-report-${camp._id}.csv`)} />
      <Box data-print-report="">
        <Heading as="h1" size="xl" mb="1">
          {t('reports.campTitle', { camp: camp.CampName })}
        </Heading>
        <Text color="fg.muted" mb="5">
          {formatDateTime(camp.DateTime, camp.TimeZone)} · {camp.Location}
        </Text>
        <ReportBody figures={figures} showDonations={false} />
      </Box>
    </Box>
  );
}

function Range() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? monthStart();
  const to = params.get('to') ?? today();
  const [draft, setDraft] = useState({ from, to });
  const report = useRangeReport(from, to);
  const csv = useCsv();
  return (
    <Box>
      <Stack
        as="form"
        direction={{ base: 'column', md: 'row' }}
        gap="3"
        align={{ base: 'stretch', md: 'end' }}
        mb="4"
        data-print-hide=""
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ from: draft.from, to: draft.to });
        }}
      >
        <Field.Root maxW={{ md: '48' }}>
          <Field.Label>{t('reports.from')}</Field.Label>
          <Input type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} required />
        </Field.Root>
        <Field.Root maxW={{ md: '48' }}>
          <Field.Label>{t('reports.to')}</Field.Label>
          <Input type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} required />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('reports.show')}
        </Button>
      </Stack>
      {!report.data ? (
        <Loading error={report.error} />
      ) : (
        <>
          <Actions onCsv={() => csv(report.data.camps, report.data.total, `campcare-report-${from}-${to}.csv`)} />
          <Box data-print-report="">
            <Heading as="h1" size="xl" mb="1">
              {t('reports.rangeTitle')}
            </Heading>
            <Text color="fg.muted" mb="5">
              {t('reports.rangeSubtitle', { from: formatDay(from), to: formatDay(to), camps: formatCount(report.data.camps.length) })}
            </Text>
            {report.data.camps.length === 0 ? (
              <Text color="fg.muted">{t('reports.noCamps')}</Text>
            ) : (
              <>
                <ReportBody figures={report.data.total} showDonations={isAdmin} />
                <Heading as="h2" size="md" mt="6" mb="2">
                  {t('reports.perCamp')}
                </Heading>
                <CampLines reports={report.data.camps} />
              </>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}

/** A line per camp of the range, each linking to its own report: a card per camp on a phone. */
function CampLines({ reports }: { reports: CampReport[] }) {
  const { t } = useTranslation();
  const count = (figure: (r: CampReport) => number, label: string): DataTableColumn<CampReport> => ({
    label,
    end: true,
    cell: (r) => formatCount(figure(r)),
  });
  const columns: DataTableColumn<CampReport>[] = [
    {
      label: t('reports.campColumn'),
      card: 'title',
      maxW: '72',
      cell: ({ camp }) => (
        <>
          <ChakraLink asChild>
            <Link to={`/dashboard/campReport/${encodeURIComponent(camp._id)}`}>{camp.CampName}</Link>
          </ChakraLink>
          <Text fontSize="xs" color="fg.muted" fontWeight="normal">
            {formatDateTime(camp.DateTime, camp.TimeZone)}
          </Text>
        </>
      ),
    },
    count((r) => r.figures.checkedIn, t('reports.line.checkedIn')),
    count((r) => r.figures.noShows, t('reports.line.noShows')),
    count((r) => r.figures.walkIns, t('reports.line.walkIns')),
    count((r) => r.figures.clinical.screened, t('reports.line.screened')),
    count((r) => r.figures.clinical.referred, t('reports.line.referred')),
  ];
  return (
    <DataTable
      label={t('reports.perCamp')}
      minW="40rem"
      columns={columns}
      rows={reports}
      rowKey={(r) => r.camp._id}
      rowTestId={(r) => `report-camp-${r.camp._id}`}
      loading={false}
      error={null}
      emptyText={t('reports.noCamps')}
    />
  );
}
