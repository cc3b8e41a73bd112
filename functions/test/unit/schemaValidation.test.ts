import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/http/errors.ts';
import { text } from '@campcare/domain/fields';
import { DOCUMENT_ID, parseOrThrow } from '../../src/http/schemaValidation.ts';

describe('parseOrThrow', () => {
  const schema = z.object({ name: text('Name', 2, 5), age: z.number({ error: 'Age must be a number.' }) });
  it('throws a 400 naming every bad field', () => {
    try {
      parseOrThrow(schema, { name: 'x', age: 'old' }, 'The form');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(400);
      expect(apiError.message).toBe('The form has invalid fields: name, age.');
      expect(apiError.fields).toEqual({ name: 'Name must be at least 2 characters.', age: 'Age must be a number.' });
    }
  });
  it('says a missing field is required', () => {
    expect(() => parseOrThrow(schema, { age: 1 })).toThrow(/name/);
    try {
      parseOrThrow(schema, { age: 1 });
    } catch (error) {
      expect((error as ApiError).fields?.name).toBe('Name is required.');
    }
  });
  it('refuses a body that is not an object', () => {
    expect(() => parseOrThrow(schema, [1, 2])).toThrow(ApiError);
    expect(() => parseOrThrow(schema, 'x')).toThrow(ApiError);
  });
});

describe('DOCUMENT_ID', () => {
  it('accepts generated ids and refuses reserved or odd ones', () => {
    expect(DOCUMENT_ID.test('camp-01')).toBe(true);
    expect(DOCUMENT_ID.test('AbC123xyz')).toBe(true);
    for (const id of ['__name__', '', 'a/b', '..', 'a'.repeat(129), 'é']) expect(DOCUMENT_ID.test(id), id).toBe(false);
  });
});
