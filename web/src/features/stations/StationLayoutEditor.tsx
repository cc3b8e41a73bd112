/**
 * The organizers' layout of a camp's stations: catalogue stations or their
 * own (named), in order (up and down), each with the camp's clinicians who
 * work it (from the camp's staff), saved as one row (PUT).
 */
import { Box, Button, chakra, Checkbox, Field, Heading, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { MAX_STATION_NAME, STATION_KIND_NAMES, STATION_KINDS, type StationKind, type StationSummary } from '@campcare/domain';
import { useState, type FormEvent } from 'react';
import { LoadingLine } from '../../components/LoadingLine.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { useCampClinicians } from './api/campClinicians.ts';
import { useLayOutStations, type StationLayoutEntry } from './api/stations.ts';
import { STATION_KIND_KEYS, stationName } from './stationNames.ts';

interface Row extends StationLayoutEntry {
  /** A key for React that survives reordering (new rows have no station id yet). */
  key: string;
  name: string;
}

let rowCounter = 0;
const rowsOf = (stations: readonly Pick<StationSummary, 'stationId' | 'kind' | 'name' | 'clinicianUids'>[]): Row[] =>
  stations.map((s) => ({ key: s.stationId, stationId: s.stationId, kind: s.kind, name: s.name, clinicianUids: [...s.clinicianUids] }));

export function StationLayoutEditor({ campId, stations }: { campId: string; stations: readonly StationSummary[] }) {
  const { t } = useTranslation();
  const staff = useCampClinicians(campId);
  const save = useLayOutStations(campId);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(stations));
  const [newKind, setNewKind] = useState<StationKind>('vitals');
  const [nameErrors, setNameErrors] = useState<Record<string, string>>({});
  const clinicians = staff.data ?? [];

  const change = (key: string, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });

  function add() {
    rowCounter += 1;
    setRows((all) => [...all, { key: `new-${rowCounter}`, kind: newKind, name: newKind === 'custom' ? '' : STATION_KIND_NAMES[newKind], clinicianUids: [] }]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    for (const row of rows) {
      const name = row.name.trim();
      if (!name) problems[row.key] = t('stations.layout.nameRequired');
      else if (name.length > MAX_STATION_NAME) problems[row.key] = t('stations.layout.nameTooLong', { max: formatCount(MAX_STATION_NAME) });
    }
    setNameErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await save.mutateAsync(rows.map(({ stationId, kind, name, clinicianUids }) => ({ ...(stationId ? { stationId } : {}), kind, name: name.trim(), clinicianUids })));
      // New stations now have ids: the next save must name them, or it would add them again.
      setRows(rowsOf(saved.stations));
      toast.success(t('stations.layout.saved'));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  return (
    <chakra.form onSubmit={submit} noValidate aria-labelledby="station-layout" width="full" borderWidth="1px" rounded="md" p={{ base: '3', md: '5' }}>
      <Heading as="h2" id="station-layout" size="md" mb="1">
        {t('stations.layout.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('stations.layout.intro')}
      </Text>
      {rows.length === 0 && <Text mb="3">{t('stations.layout.empty')}</Text>}
      <Stack as="ol" gap="3" listStyleType="none" mb="4">
        {rows.map((row, index) => {
          // The catalogue's English default shown in the reader's language, in the labels as in the name field.
          const label = stationName({ kind: row.kind, name: row.name.trim() }, t) || t(STATION_KIND_KEYS[row.kind]);
          return (
            <Box as="li" key={row.key} borderWidth="1px" rounded="md" p="3" data-testid="layout-row">
              <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
                <Text fontWeight="semibold" minW="8">
                  {formatCount(index + 1)}.
                </Text>
                <Field.Root invalid={!!nameErrors[row.key]} flex="1">
                  <Field.Label>
                    {t('stations.layout.name')} · {t(STATION_KIND_KEYS[row.kind])}
                  </Field.Label>
                  <Input value={stationName(row, t)} onChange={(e) => change(row.key, { name: e.target.value })} maxLength={MAX_STATION_NAME + 10} />
                  <Field.ErrorText>{nameErrors[row.key]}</Field.ErrorText>
                </Field.Root>
                <HStack gap="1">
                  <IconButton size="sm" variant="outline" aria-label={t('stations.layout.up', { name: label })} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </IconButton>
                  <IconButton size="sm" variant="outline" aria-label={t('stations.layout.down', { name: label })} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </IconButton>
                  <IconButton size="sm" variant="outline" colorPalette="red" aria-label={t('stations.layout.remove', { name: label })} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                    ✕
                  </IconButton>
                </HStack>
              </Stack>
              <Box as="fieldset" mt="3">
                <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
                  {t('stations.layout.clinicians', { name: label })}
                </Text>
                {/* "No clinicians" only once the staff list has come: while it loads it would tell the organizer to invite people they already have. */}
                {staff.isPending ? (
                  <LoadingLine fontSize="sm">{t('stations.layout.cliniciansLoading')}</LoadingLine>
                ) : staff.isError ? (
                  <Text fontSize="sm" color="fg.error" role="alert">
                    {apiErrorMessage(staff.error)}
                  </Text>
                ) : clinicians.length === 0 ? (
                  <Text fontSize="sm" color="fg.muted">
                    {t('stations.layout.noClinicians')}
                  </Text>
                ) : (
                  <HStack wrap="wrap" gap="4">
                    {clinicians.map((c) => (
                      <Checkbox.Root
                        key={c.uid}
                        checked={row.clinicianUids.includes(c.uid)}
                        onCheckedChange={(e) =>
                          change(row.key, { clinicianUids: e.checked ? [...row.clinicianUids, c.uid] : row.clinicianUids.filter((uid) => uid !== c.uid) })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{c.name || c.email}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
        <Field.Root maxW={{ md: '64' }}>
          <Field.Label>{t('stations.layout.addKind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={newKind} onChange={(e) => setNewKind(e.target.value as StationKind)}>
              {STATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(STATION_KIND_KEYS[kind])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" onClick={add}>
          {t('stations.layout.add')}
        </Button>
        <Button type="submit" colorPalette="blue" loading={save.isPending} ms={{ md: 'auto' }}>
          {t('stations.layout.save')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
