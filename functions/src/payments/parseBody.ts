/** Reading a payments request body. */
import type { z } from 'zod';
import { badRequest } from '../http/errors.ts';
import { fieldMessages } from '../http/schemaValidation.ts';

/** The body, or a 400 whose message is the first bad field's (the card and donation forms show it as it is). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldMessages(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  return result.data;
}
