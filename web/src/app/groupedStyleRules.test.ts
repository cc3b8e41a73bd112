import { describe, expect, it } from 'vitest';
import { insertGrouped, splitRules, type Container } from './groupedStyleRules.ts';

/** A stylesheet or block as the CSSOM keeps it: an empty `@media …{}` or `@layer …{}` becomes a block of its own. */
class FakeBlock {
  readonly children: (string | FakeBlock)[] = [];
  constructor(readonly prelude = '') {}
  get cssRules(): CSSRuleList {
    return this.children as unknown as CSSRuleList;
  }
  insertRule(rule: string, index: number): number {
    const empty = /^(@(?:media|layer)[^{]*)\{\}$/.exec(rule);
    this.children.splice(index, 0, empty ? new FakeBlock(empty[1]!.trim()) : rule);
    return index;
  }
  text(): string {
    const inner = this.children.map((c) => (typeof c === 'string' ? c : c.text())).join(' ');
    return this.prelude ? `${this.prelude}{ ${inner} }` : inner;
  }
}

const MD = '@media screen and (min-width: 48rem)';
const LG = '@media screen and (min-width: 64rem)';

function insertAll(rules: string[]): FakeBlock {
  const sheet = new FakeBlock();
  for (const rule of rules) expect(insertGrouped(sheet as unknown as Container, rule), rule).toBe(true);
  return sheet;
}

describe('insertGrouped', () => {
  it('keeps plain rules before the blocks, and media queries in Chakra\'s order whatever order they come in', () => {
    const sheet = insertAll(['.a{color:red}', `${LG}{.a{color:blue}}`, `${MD}{.b{color:green}}`, '.c{color:black}', `${MD}{.c{color:white}}`]);
    expect(sheet.text()).toBe(`.a{color:red} .c{color:black} ${MD}{ .b{color:green} .c{color:white} } ${LG}{ .a{color:blue} }`);
  });

  it('puts a recipe\'s layer before the media queries, with its own media queries after its plain rules', () => {
    const sheet = insertAll([`${MD}{.a{gap:1px}}`, `@layer recipes{.r{gap:2px}${MD}{.r{gap:3px}}}`, '@layer recipes{.s{gap:4px}}']);
    expect(sheet.text()).toBe(`@layer recipes{ .r{gap:2px} .s{gap:4px} ${MD}{ .r{gap:3px} } } ${MD}{ .a{gap:1px} }`);
  });

  it('adds a block only once', () => {
    const sheet = insertAll([`${MD}{.a{gap:1px}}`, `${MD}{.b{gap:1px}}`, `${MD}{.c{gap:1px}.d{gap:1px}}`]);
    expect(sheet.children).toHaveLength(1);
    expect(sheet.text()).toBe(`${MD}{ .a{gap:1px} .b{gap:1px} .c{gap:1px} .d{gap:1px} }`);
  });

  it('leaves other at-rules to Emotion, which appends them', () => {
    const sheet = new FakeBlock();
    for (const rule of ['@layer reset, base, tokens, recipes;', '@keyframes spin{to{transform:rotate(1turn)}}', '@supports (display:grid){.a{display:grid}}', `${MD}{.a{color:red}`]) {
      expect(insertGrouped(sheet as unknown as Container, rule), rule).toBe(false);
    }
    expect(sheet.children).toHaveLength(0);
  });
});

describe('splitRules', () => {
  it('splits at the top level only, and not at braces inside strings', () => {
    expect(splitRules('.a{content:"}"}.b:hover{color:red}@media print{.c{display:none}}')).toEqual([
      '.a{content:"}"}',
      '.b:hover{color:red}',
      '@media print{.c{display:none}}',
    ]);
  });

  it('refuses unbalanced text', () => {
    expect(splitRules('.a{color:red')).toBeNull();
    expect(splitRules('.a{color:red}}')).toBeNull();
  });
});
