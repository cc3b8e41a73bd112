/**
 * Chakra's Input and NativeSelect drawn without Ark UI's Field behind them
 * (its field and prop-splitting code are ~5 KB gzip, more than the first
 * screens' byte budget leaves): the same recipes, parts and class names, for
 * controls no `Field` wraps (Available Camps' search and sort, the pager's
 * page size). Inside a Chakra `Field`, use Chakra's own, which read its
 * state (invalid, disabled, the label's id).
 */
import { chakra, createRecipeContext, createSlotRecipeContext, type HTMLChakraProps, type RecipeProps, type SlotRecipeProps } from '@chakra-ui/react';

const input = createRecipeContext({ key: 'input' });
export const LightInput = input.withContext<HTMLInputElement, HTMLChakraProps<'input'> & RecipeProps<'input'>>('input');

const select = createSlotRecipeContext({ key: 'nativeSelect' });

const LightSelectRoot = select.withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'nativeSelect'>>('div', 'root');
const LightSelectField = select.withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field');
const LightSelectIndicator = select.withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator', {
  defaultProps: {
    children: (
      <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="m6 9 6 6 6-6" />
      </chakra.svg>
    ),
  },
});

/** Used as Chakra's: `<LightSelect.Root><LightSelect.Field>…</LightSelect.Field><LightSelect.Indicator /></LightSelect.Root>`. */
export const LightSelect = { Root: LightSelectRoot, Field: LightSelectField, Indicator: LightSelectIndicator };
