/**
 * Emotion's rules, inserted so that Chromium restyles only the elements they
 * match. Chakra's recipes come wrapped in `@layer recipes { … }` and
 * responsive styles in `@media … { … }`, and Emotion inserts each such rule
 * at the end of its stylesheet. Chromium cannot tell which elements a new
 * @media or @layer rule may match, so every such insertion restyles and lays
 * out the whole page and re-resolves its fonts: about 30 ms of style and 9 ms
 * of layout on Available Camps (unthrottled, in a Chromium trace), once for
 * each render that brings a new component. A plain rule inserted into an
 * @media or @layer block that already exists costs about 1 ms.
 *
 * So each stylesheet (or block) holds, in order: its plain rules, then one
 * block per @layer name and per media query, created when first needed and
 * kept in Chakra's own order for media queries (so a wider breakpoint still
 * comes later and wins, as in Chakra's output), then anything else (@supports,
 * @keyframes), appended as Emotion would. A rule's place relative to the rules
 * of other classes changes, never relative to its own class's: Emotion gives
 * an element one class, and inserts a class's plain rules before its at-rules.
 * Where two classes' rules of equal specificity meet on one element (a
 * parent's `& > *` and the child's own), a responsive one now comes after
 * every plain one. Thirty screens (public and organizer pages, phone and
 * laptop, English and Bengali) were pixel-identical with and without this.
 */
import { sortAtParams } from '@chakra-styled-system/sort-at-params';
import type { EmotionCache } from '@emotion/react';

/** A stylesheet or a block of one: what holds rules and takes new ones. */
export type Container = Pick<CSSStyleSheet, 'cssRules' | 'insertRule'>;

/** Where a stylesheet or block keeps its rules: `plain` plain rules first, then the blocks, in order. */
interface Layout {
  plain: number;
  blocks: { prelude: string; rule: Container }[];
}

const layouts = new WeakMap<Container, Layout>();

function layoutOf(container: Container): Layout {
  let layout = layouts.get(container);
  if (!layout) {
    layout = { plain: container.cssRules.length, blocks: [] };
    layouts.set(container, layout);
  }
  return layout;
}

/** Layers first (their order comes from the `@layer` statement, not from their place), then media queries in Chakra's order. */
function blockOrder(a: string, b: string): number {
  const layerA = a.startsWith('@layer'),
    layerB = b.startsWith('@layer');
  if (layerA !== layerB) return layerA ? -1 : 1;
  return layerA ? a.localeCompare(b) : sortAtParams(a, b);
}

const GROUPED = /^@(media|layer)\s[^{;]*\{/;

/** The rules of a block's body, at its top level (strings may hold braces). */
export function splitRules(body: string): string[] | null {
  const rules: string[] = [];
  let depth = 0,
    start = 0,
    quote = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) {
        rules.push(body.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return depth === 0 && !quote && !body.slice(start).trim() ? rules : null;
}

const isContainer = (rule: unknown): rule is Container => !!rule && typeof rule === 'object' && 'cssRules' in rule && 'insertRule' in rule;

function blockFor(container: Container, prelude: string): Container | null {
  const layout = layoutOf(container);
  const found = layout.blocks.find((b) => b.prelude === prelude);
  if (found) return found.rule;
  let position = layout.blocks.findIndex((b) => blockOrder(prelude, b.prelude) < 0);
  if (position < 0) position = layout.blocks.length;
  const index = container.insertRule(`${prelude}{}`, layout.plain + position);
  const rule = container.cssRules[index];
  if (!isContainer(rule)) return null;
  layout.blocks.splice(position, 0, { prelude, rule });
  return rule;
}

/**
 * Inserts one rule as Emotion hands it over. Returns false for what it leaves
 * to Emotion: at-rules other than @media and @layer blocks, and text it cannot
 * split; Emotion then appends them at the end.
 */
export function insertGrouped(container: Container, rule: string): boolean {
  const opening = GROUPED.exec(rule);
  if (!opening) {
    if (rule.startsWith('@')) return false;
    const layout = layoutOf(container);
    try {
      container.insertRule(rule, layout.plain);
      layout.plain++;
    } catch {
      // Emotion drops a rule the browser refuses (a prefixed selector of another engine); so do we.
    }
    return true;
  }
  if (!rule.endsWith('}')) return false;
  const inner = splitRules(rule.slice(opening[0].length, -1));
  if (!inner) return false;
  let block: Container | null;
  try {
    block = blockFor(container, opening[0].slice(0, -1).trim());
  } catch {
    return false; // A query the browser does not parse: Emotion appends the rule, and the browser drops it.
  }
  if (!block) return false;
  for (const r of inner) {
    if (insertGrouped(block, r)) continue;
    // Inside a block, what is not a plain rule or a block (an @supports) goes at the block's end.
    try {
      block.insertRule(r, block.cssRules.length);
    } catch {
      // Dropped, as Emotion drops a rule the browser refuses.
    }
  }
  return true;
}

const grouped = new WeakSet<EmotionCache['sheet']>();

/**
 * Makes an Emotion cache insert its rules as above. Only in production:
 * there Emotion inserts rules into the page's stylesheet one by one
 * ("speedy"); in development it writes them as text into <style> elements,
 * which DevTools can edit. Emotion's first rule creates its <style> element.
 */
export function groupStyleRules(cache: EmotionCache): void {
  const sheet = cache.sheet;
  if (!sheet.isSpeedy || grouped.has(sheet)) return;
  grouped.add(sheet);
  const append = sheet.insert.bind(sheet);
  sheet.insert = (rule: string) => {
    const tag = sheet.tags[sheet.tags.length - 1];
    if (!tag?.sheet || !insertGrouped(tag.sheet, rule)) append(rule);
  };
}
