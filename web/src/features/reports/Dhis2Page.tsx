/**
 * DHIS2 (/dashboard/dhis2): the organizer's mapping of camp figures to their
 * health office's DHIS2 (server, data set, org unit, and each figure's data
 * element and category option combo, split by age band and sex where the
 * office wants it), the access token (sent once, never shown again), and a
 * month's figures to download as a data value set or push, with what DHIS2
 * answered to each push.
 */
import { Badge, Box, Button, Card, Field, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { dhis2MonthPeriod, dhis2ServerUrl, dhis2Token, dhis2Uid } from '@campcare/domain/fields';
import { AGE_BANDS, DHIS2_FIGURE_KEYS, DHIS2_FIGURES, REPORT_SEXES, type Dhis2MappingRow } from '@campcare/domain/reports';
import { useState, type FormEvent } from 'react';
import { DataTable, type DataTableColumn } from '../../components/table/DataTable.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { validateField } from '../../lib/formRules.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { downloadAdx, downloadDataValueSet, useDhis2Pushes, useDhis2Settings, usePushMonth, useSaveDhis2Settings, type Dhis2Push, type Dhis2Settings } from './api/dhis2.ts';
import { AGE_BAND_KEYS, DHIS2_FIGURE_LABELS, SEX_KEYS } from './reportLines.ts';

type Row = Dhis2MappingRow & { key: number };
let nextKey = 1;

/** The month health offices collect next: the one that ended last. */
function lastMonth(now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

export function Dhis2Page() {
  const { t } = useTranslation();
  const settings = useDhis2Settings();
  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        {t('reports.dhis2.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('reports.dhis2.intro')}
      </Text>
      {settings.error && (
        <Text color="fg.error" role="alert">
          {apiErrorMessage(settings.error)}
        </Text>
      )}
      {settings.isSuccess && (
        <>
          <PushMonth configured={!!settings.data?.tokenSet} />
          <SettingsForm key={settings.data?.updatedAt ?? 'new'} saved={settings.data} />
        </>
      )}
    </Box>
  );
}

function PushMonth({ configured }: { configured: boolean }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth());
  const [error, setError] = useState<string | null>(null);
  const push = usePushMonth();
  const pushes = useDhis2Pushes();
  const period = month.replace('-', '');
  const check = validateField(dhis2MonthPeriod, { other: () => t('reports.dhis2.badMonth') });
  const act = async (what: 'push' | 'download' | 'adx') => {
    const problem = check(period);
    setError(problem === true ? null : problem);
    if (problem !== true) return;
    try {
      if (what === 'download') await downloadDataValueSet(period);
      else if (what === 'adx') await downloadAdx(period);
      else {
        const done = await push.mutateAsync(period);
        toast.success(t('reports.dhis2.pushed', { imported: formatCount(done.summary?.importCount.imported ?? 0), updated: formatCount(done.summary?.importCount.updated ?? 0) }));
      }
    } catch (e) {
      // A failed push names its reason; the list below keeps it too.
      const reason = e instanceof ApiRequestError && e.code === 'dhis2-push-failed' ? e.message : apiErrorMessage(e);
      toast.error(reason);
    }
  };
  return (
    <Card.Root mb="6">
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          {t('reports.dhis2.sendHeading')}
        </Heading>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
          <Field.Root invalid={!!error} maxW={{ md: '56' }}>
            <Field.Label>{t('reports.dhis2.month')}</Field.Label>
            <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button variant="outline" onClick={() => void act('download')}>
            {t('reports.dhis2.download')}
          </Button>
          <Button variant="outline" onClick={() => void act('adx')}>
            {t('reports.dhis2.downloadAdx')}
          </Button>
          <Button colorPalette="blue" loading={push.isPending} disabled={!configured} onClick={() => void act('push')}>
            {t('reports.dhis2.push')}
          </Button>
        </Stack>
        {!configured && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('reports.dhis2.needToken')}
          </Text>
        )}
        <Heading as="h3" size="sm" mt="5" mb="2">
          {t('reports.dhis2.pushesHeading')}
        </Heading>
        {(pushes.data ?? []).length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('reports.dhis2.noPushes')}
          </Text>
        ) : (
          <Stack as="ol" gap="2" listStyleType="none" aria-label={t('reports.dhis2.pushesHeading')}>
            {pushes.data!.map((p) => (
              <PushLine key={p._id} push={p} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function PushLine({ push }: { push: Dhis2Push }) {
  const { t } = useTranslation();
  const s = push.summary;
  const ok = push.outcome === 'answered' && s && s.conflicts.length === 0 && s.status !== 'ERROR';
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" data-testid="dhis2-push">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={ok ? 'green' : push.outcome === 'failed' ? 'red' : 'orange'}>
          {t(ok ? 'reports.dhis2.ok' : push.outcome === 'failed' ? 'reports.dhis2.failed' : 'reports.dhis2.conflicts')}
        </Badge>
        <Text fontWeight="semibold">{t('reports.dhis2.period', { year: push.period.slice(0, 4), month: push.period.slice(4) })}</Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(push.pushedAt)}
        </Text>
      </HStack>
      {s && (
        <Text fontSize="sm" mt="1" data-testid="dhis2-import-count">
          {t('reports.dhis2.importCount', {
            values: formatCount(push.values),
            imported: formatCount(s.importCount.imported),
            updated: formatCount(s.importCount.updated),
            ignored: formatCount(s.importCount.ignored),
          })}
        </Text>
      )}
      {push.error && (
        <Text fontSize="sm" color="fg.error" mt="1">
          {t('reports.dhis2.why', { reason: push.error })}
        </Text>
      )}
      {s && s.conflicts.length > 0 && (
        <Box as="ul" fontSize="sm" mt="1" ps="5" listStyleType="disc">
          {s.conflicts.map((c, i) => (
            <li key={i}>
              <code>{c.object}</code>: {c.value}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function SettingsForm({ saved }: { saved: Dhis2Settings | null | undefined }) {
  const { t } = useTranslation();
  const save = useSaveDhis2Settings();
  const [form, setForm] = useState({
    serverUrl: saved?.serverUrl ?? '',
    dataSet: saved?.dataSet ?? '',
    orgUnit: saved?.orgUnit ?? '',
    attributeOptionCombo: saved?.attributeOptionCombo ?? '',
    token: '',
  });
  const [rows, setRows] = useState<Row[]>(() => (saved?.rows ?? []).map((r) => ({ ...r, key: nextKey++ })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const badId = () => t('reports.dhis2.badUid');
  const checks: Record<string, (v: unknown) => true | string> = {
    // The server checks the address again with its own rule (a loopback address only on the emulators).
    serverUrl: validateField(dhis2ServerUrl(true), { other: () => t('reports.dhis2.badUrl') }),
    dataSet: validateField(dhis2Uid('data set'), { other: badId, badFormat: badId }),
    orgUnit: validateField(dhis2Uid('org unit'), { other: badId, badFormat: badId }),
  };
  /** Takes the reader to the first field in error, which on a phone may be many cards above the button they pressed. */
  const showFirstError = (form: Element) =>
    requestAnimationFrame(() => {
      const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus({ preventScroll: true });
      // Centred, so that the sticky header does not cover it.
      field?.scrollIntoView({ block: 'center' });
    });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const formElement = e.currentTarget;
    const found: Record<string, string> = {};
    for (const [field, check] of Object.entries(checks)) {
      const result = check(form[field as keyof typeof form]);
      if (result !== true) found[field] = result;
    }
    if (form.attributeOptionCombo && dhis2Uid('aoc').safeParse(form.attributeOptionCombo).error) found.attributeOptionCombo = badId();
    if (form.token && dhis2Token.safeParse(form.token).error) found.token = t('reports.dhis2.badToken');
    if (!form.token && !saved?.tokenSet) found.token = t('form.required');
    rows.forEach((r) => {
      if (dhis2Uid('x').safeParse(r.dataElement).error) found[`row${r.key}.dataElement`] = badId();
      if (dhis2Uid('x').safeParse(r.categoryOptionCombo).error) found[`row${r.key}.categoryOptionCombo`] = badId();
    });
    if (rows.length === 0) found.rows = t('reports.dhis2.noRows');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      showFirstError(formElement);
      return;
    }
    try {
      await save.mutateAsync({
        serverUrl: form.serverUrl,
        dataSet: form.dataSet,
        orgUnit: form.orgUnit,
        attributeOptionCombo: form.attributeOptionCombo || null,
        rows: rows.map(({ key: _key, ...r }) => r),
        ...(form.token ? { token: form.token } : {}),
      });
      toast.success(t('reports.dhis2.saved'));
    } catch (error) {
      if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
        showFirstError(formElement);
      }
      toast.error(apiErrorMessage(error));
    }
  };
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const field = (name: 'serverUrl' | 'dataSet' | 'orgUnit' | 'attributeOptionCombo' | 'token', label: string, help?: string, type = 'text') => (
    <Field.Root invalid={!!errors[name]}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={form[name]} autoComplete="off" onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );
  const number = (row: Row) => formatCount(rows.indexOf(row) + 1);
  // The controls' least widths hold the laptop's table columns open; on a phone's card (below md) a control
  // fills its value column beside the label instead, since a least width there pushed it past the card's edge
  // (English's 'Category option combo' label leaves about 8rem at 390 px).
  const columns: DataTableColumn<Row>[] = [
    {
      label: t('reports.dhis2.figure'),
      card: 'title',
      cell: (row) => (
        <NativeSelect.Root size="sm" minW={{ md: '40' }}>
          <NativeSelect.Field
            aria-label={t('reports.dhis2.figureOf', { n: number(row) })}
            value={row.figure}
            onChange={(e) => {
              const figure = e.target.value as Row['figure'];
              change(row.key, DHIS2_FIGURES[figure].people ? { figure } : { figure, ageBand: null, sex: null });
            }}
          >
            {DHIS2_FIGURE_KEYS.map((f) => (
              <option key={f} value={f}>
                {t(DHIS2_FIGURE_LABELS[f])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ),
    },
    {
      label: t('reports.ageBandHeading'),
      cell: (row) => (
        <EveryoneOrOne
          label={t('reports.dhis2.ageBandOf', { n: number(row) })}
          value={row.ageBand}
          options={[...AGE_BANDS, 'unknown' as const].map((b) => ({ value: b, label: t(AGE_BAND_KEYS[b]) }))}
          disabled={!DHIS2_FIGURES[row.figure].people}
          onChange={(ageBand) => change(row.key, { ageBand })}
        />
      ),
    },
    {
      label: t('reports.dhis2.sex'),
      cell: (row) => (
        <EveryoneOrOne
          label={t('reports.dhis2.sexOf', { n: number(row) })}
          value={row.sex}
          options={REPORT_SEXES.map((sex) => ({ value: sex, label: t(SEX_KEYS[sex]) }))}
          disabled={!DHIS2_FIGURES[row.figure].people}
          onChange={(sex) => change(row.key, { sex })}
        />
      ),
    },
    {
      label: t('reports.dhis2.dataElement'),
      cell: (row) => (
        <Field.Root invalid={!!errors[`row${row.key}.dataElement`]}>
          <Input size="sm" minW={{ md: '32' }} aria-label={t('reports.dhis2.dataElementOf', { n: number(row) })} value={row.dataElement} onChange={(e) => change(row.key, { dataElement: e.target.value.trim() })} />
          <Field.ErrorText>{errors[`row${row.key}.dataElement`]}</Field.ErrorText>
        </Field.Root>
      ),
    },
    {
      label: t('reports.dhis2.categoryOptionCombo'),
      cell: (row) => (
        <Field.Root invalid={!!errors[`row${row.key}.categoryOptionCombo`]}>
          <Input size="sm" minW={{ md: '32' }} aria-label={t('reports.dhis2.categoryOptionComboOf', { n: number(row) })} value={row.categoryOptionCombo} onChange={(e) => change(row.key, { categoryOptionCombo: e.target.value.trim() })} />
          <Field.ErrorText>{errors[`row${row.key}.categoryOptionCombo`]}</Field.ErrorText>
        </Field.Root>
      ),
    },
    {
      label: '',
      card: 'actions',
      cell: (row) => (
        <IconButton size="sm" variant="outline" colorPalette="red" aria-label={t('reports.dhis2.removeRow', { n: number(row) })} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
          ✕
        </IconButton>
      ),
    },
  ];
  return (
    <Card.Root>
      <Card.Body as="form" onSubmit={(e: FormEvent) => void submit(e)}>
        <Heading as="h2" size="md" mb="3">
          {t('reports.dhis2.settingsHeading')}
        </Heading>
        <Stack gap="3" mb="5">
          {field('serverUrl', t('reports.dhis2.serverUrl'), t('reports.dhis2.serverUrlHelp'))}
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            {field('dataSet', t('reports.dhis2.dataSet'))}
            {field('orgUnit', t('reports.dhis2.orgUnit'))}
            {field('attributeOptionCombo', t('reports.dhis2.attributeOptionCombo'), t('reports.dhis2.attributeOptionComboHelp'))}
          </Stack>
          {field('token', t('reports.dhis2.token'), t(saved?.tokenSet ? 'reports.dhis2.tokenKept' : 'reports.dhis2.tokenHelp'), 'password')}
        </Stack>
        <Heading as="h3" size="sm" mb="2">
          {t('reports.dhis2.rowsHeading')}
        </Heading>
        {errors.rows && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.rows}
          </Text>
        )}
        <Box mb="3">
          <DataTable
            label={t('reports.dhis2.rowsHeading')}
            minW="48rem"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.key)}
            rowTestId={() => 'dhis2-row'}
            loading={false}
            error={null}
            emptyText={t('reports.dhis2.noRows')}
          />
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            onClick={() => setRows((all) => [...all, { key: nextKey++, figure: 'attended', ageBand: null, sex: null, dataElement: '', categoryOptionCombo: 'HllvX50cXC0' }])}
          >
            {t('reports.dhis2.addRow')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={save.isPending} ms={{ md: 'auto' }}>
            {t('reports.dhis2.save')}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** A line's age band or sex: everyone, or one of them (only figures that count people are split). */
function EveryoneOrOne<V extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  disabled: boolean;
  onChange: (value: V | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" minW={{ md: '28' }} disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as V | null)}>
        <option value="">{t('reports.dhis2.everyone')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
