import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch, nameKeyFor, planSearch, searchTokensFor } from '../src/index.ts';

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
