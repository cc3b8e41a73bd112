/**
 * Adding a migration is one file in functions/src/migrations/steps/ and its
 * line in the list: this fails when a file is not listed, when a listed id
 * does not match its file's name, or when two share a number.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/migrations/index.ts';

const STEPS = join(import.meta.dirname, '..', '..', 'src', 'migrations', 'steps');

describe('the migration list', () => {
  it('lists every file in steps/, under its file name, in order', () => {
    const files = readdirSync(STEPS)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(MIGRATIONS.map((m) => m.id)).toEqual(files);
  });

  it('numbers each migration once, NNN-words', () => {
    for (const { id } of MIGRATIONS) expect(id).toMatch(/^\d{3}-[a-z0-9]+(-[a-z0-9]+)*$/);
    const numbers = MIGRATIONS.map((m) => m.id.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
