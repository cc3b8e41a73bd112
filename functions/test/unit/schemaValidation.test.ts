import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../src/http/errors.ts';
import { campFields, singleLineText, text } from '@campcare/domain/fields';
import { badRequest } from '../../src/http/errors.ts';
import { DOCUMENT_ID, parseOrThrow, USER_ID } from '../../src/http/schemaValidation.ts';

/** The ApiError parseOrThrow throws for this value. */
function refusal(schema: z.ZodType, value: unknown): ApiError {
  try {
    parseOrThrow(schema, value);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('parseOrThrow accepted the value.');
}

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

describe('field codes', () => {
  const schema = z.object({
    name: singleLineText('Name', 2, 5),
    note: text('Note', 1, 50).optional(),
    age: z.number().int().min(1).max(120).optional(),
    fee: campFields.CampFees.optional(),
  });
  it('name why each field was refused, so a form can say it in its own language', () => {
    expect(refusal(schema, {}).fieldCodes).toEqual({ name: 'required' });
    expect(refusal(schema, { name: '   ' }).fieldCodes).toEqual({ name: 'required' });
    expect(refusal(schema, { name: 'x' }).fieldCodes).toEqual({ name: 'too-short' });
    expect(refusal(schema, { name: 'x'.repeat(6) }).fieldCodes).toEqual({ name: 'too-long' });
    expect(refusal(schema, { name: 'a\nb' }).fieldCodes).toEqual({ name: 'one-line' });
    expect(refusal(schema, { name: 'Ana', note: '<b>hi</b>' }).fieldCodes).toEqual({ note: 'markup' });
    expect(refusal(schema, { name: 'Ana', age: 'old' }).fieldCodes).toEqual({ age: 'not-a-number' });
    expect(refusal(schema, { name: 'Ana', age: 1.5 }).fieldCodes).toEqual({ age: 'not-whole' });
    expect(refusal(schema, { name: 'Ana', age: 0 }).fieldCodes).toEqual({ age: 'too-small' });
    expect(refusal(schema, { name: 'Ana', age: 121 }).fieldCodes).toEqual({ age: 'too-big' });
    expect(refusal(schema, { name: 'Ana', fee: 0.5 }).fieldCodes).toEqual({ fee: 'invalid' });
    // The English messages stay beside the codes.
    expect(refusal(schema, { name: 'x' }).fields).toEqual({ name: 'Name must be at least 2 characters.' });
  });
  it("gives a route's own field refusals their code, or invalid", () => {
    expect(badRequest('x', { DateTime: 'Date and time must be in the future.' }, { DateTime: 'in-past' }).fieldCodes).toEqual({ DateTime: 'in-past' });
    expect(badRequest('x', { page: 'page must be a whole number from 1.' }).fieldCodes).toEqual({ page: 'invalid' });
    expect(badRequest('x').fieldCodes).toBeUndefined();
  });
});

describe('DOCUMENT_ID', () => {
  it('accepts generated ids and refuses reserved or odd ones', () => {
    expect(DOCUMENT_ID.test('camp-01')).toBe(true);
    expect(DOCUMENT_ID.test('AbC123xyz')).toBe(true);
    for (const id of ['__name__', '', 'a/b', '..', 'a'.repeat(129), 'é']) expect(DOCUMENT_ID.test(id), id).toBe(false);
  });
  it('is the rule for user ids too (a uid is the id of its users/ document)', () => {
    expect(USER_ID.test('demo-organizer')).toBe(true);
    for (const id of ['__x__', '', 'a'.repeat(129)]) expect(USER_ID.test(id), id).toBe(false);
  });
});
