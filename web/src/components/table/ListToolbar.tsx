/** Search box, sort choice and page size above a dashboard table, and those pieces alone. */
import { Flex, Input, NativeSelect, chakra, type FlexProps } from '@chakra-ui/react';
import { MAX_SEARCH_LENGTH, PAGE_SIZES } from '@campcare/domain';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { ListControls } from './useListControls.ts';

export interface ListOption {
  value: string;
  label: string;
}

/** A labelled choice above a dashboard table (a sort order, a filter). */
export function ListChoice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly ListOption[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ListToolbar({
  controls,
  sortOptions,
  searchLabel,
}: {
  controls: ListControls;
  sortOptions: readonly ListOption[];
  searchLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="center" mb="4">
      <ListSearchInput controls={controls} label={searchLabel} />
      <ListChoice label={t('dashboard.table.sortBy')} value={controls.sort} options={sortOptions} onChange={controls.setSort} />
      <PageSizeSelect id="dashboard-page-size" value={controls.limit} onChange={controls.setLimit} />
    </Flex>
  );
}

/** The search box of a dashboard table; what is typed reaches the server debounced (useListControls). */
export function ListSearchInput({ controls, label }: { controls: Pick<ListControls, 'searchInput' | 'setSearchInput'>; label: string }) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={controls.searchInput}
      maxLength={MAX_SEARCH_LENGTH}
      onChange={(e) => controls.setSearchInput(e.target.value)}
      maxW={{ base: '100%', md: '320px' }}
      size="sm"
    />
  );
}

/** "Per page" and its choice of page sizes. */
export function PageSizeSelect({
  id,
  value,
  onChange,
  ...flexProps
}: { id: string; value: number; onChange: (size: number) => void } & Omit<FlexProps, 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="2" {...flexProps}>
      <chakra.label fontSize="sm" htmlFor={id}>
        {t('pager.sizeLabel')}
      </chakra.label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {formatCount(size)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
