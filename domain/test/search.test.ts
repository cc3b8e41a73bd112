import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch, matchesText, MAX_QUERY_WORDS, nameKeyFor, planSearch, searchTokensFor } from '../src/index.ts';

describe('search', () => {
  it('folds case and accents', () => {
    expect(foldText('Clínica SÃO Jorge')).toBe('clinica sao jorge');
  });

  it('indexes every word prefix of every field', () => {
    const tokens = searchTokensFor('Eye Care', 'Lisbon');
    expect(tokens).toEqual(expect.arrayContaining(['e', 'ey', 'eye', 'c', 'ca', 'car', 'care', 'l', 'lisbon']));
    expect(tokens).not.toContain('yecare');
  });

  it('plans on the longest word and matches only when every word is a prefix', () => {
    const plan = planSearch('  eye  LISB ')!;
    expect(plan.primaryToken).toBe('lisb');
    expect(matchesSearch(searchTokensFor('Eye Care', 'Lisbon'), plan)).toBe(true);
    expect(matchesSearch(searchTokensFor('Eye Care', 'Porto'), plan)).toBe(false);
    expect(matchesSearch(searchTokensFor('Dental', 'Lisbon'), plan)).toBe(false);
  });

  it('has no plan for text without words', () => {
    expect(planSearch('  ,;  ')).toBeNull();
    expect(planSearch(undefined)).toBeNull();
  });

  it('orders names without regard to case or accents', () => {
    expect(nameKeyFor('Émile Clinic')).toBe('emile clinic');
  });
});

describe('matchesText (lists searched in memory)', () => {
  it('matches words as prefixes of words, like the API, not as substrings', () => {
    expect(matchesText('eye lis', 'Eye Care Camp', 'Lisbon')).toBe(true);
    expect(matchesText('care', 'Eye Care Camp')).toBe(true);
    // "are" is inside "Care" but starts no word.
    expect(matchesText('are', 'Eye Care Camp')).toBe(false);
    expect(matchesText('CLÍNICA', 'Clinica Sao Jorge')).toBe(true);
  });

  it('matches everything when the search has no word', () => {
    expect(matchesText('', 'Eye Care')).toBe(true);
    expect(matchesText(' ,; ', 'Eye Care')).toBe(true);
  });

  it('uses the same caps as the API: the first 8 distinct words, each on its first 20 letters', () => {
    const plan = planSearch('a b c d e f g h i j')!;
    expect(plan.words).toHaveLength(MAX_QUERY_WORDS);
    expect(matchesText('a b c d e f g h zzz', 'a b c d e f g h')).toBe(true);
    expect(matchesText('internationalisations', 'Internationalisation Day')).toBe(true);
  });
});
