/**
 * Forms on top of the domain's field schemas (`@campcare/domain/fields`):
 * an empty field says "This field is required"; anything else gets the
 * message the API would answer, from the same schema.
 */
import { containsMarkup, type FieldIssueParams, type FieldIssueProblem } from '@campcare/domain/fields';
import { z } from 'zod';
import { formatCount } from './format.ts';
import { translate } from './i18n/index.ts';

export const REQUIRED = 'This field is required';

/** A required text input, checked by a field schema. */
export function requiredInput<F extends z.ZodType>(field: F) {
  // Every field schema takes text (the numeric ones take their input's text too); the
  // cast only tells pipe so, since its type wants an input of exactly string.
  return z.string().trim().min(1, { error: REQUIRED }).pipe(field as unknown as z.ZodType<z.output<F>, string>);
}

/** A required numeric input: its text read as a number, then checked by a field schema. */
export function requiredNumberInput<F extends z.ZodType<unknown, number>>(field: F) {
  return z.string().trim().min(1, { error: REQUIRED }).transform(Number).pipe(field);
}

/** react-hook-form's `validate` for one field: true, or the schema's first message. */
export function validateWith(schema: z.ZodType) {
  return (value: unknown): true | string => {
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? 'This value is not valid.');
  };
}

/**
 * What the domain's schema finds wrong with one input's value: nothing
 * typed, or zod's first issue as a kind of problem with the schema's own
 * limit, so a form can say it in the language shown (the domain's messages
 * are the API's, in English). A rule of the domain's own (a phone number's
 * digits, a number's range) names itself on its issue (FieldIssueParams).
 */
export interface FieldProblem {
  kind: 'required' | 'notNumber' | 'notWhole' | 'tooSmall' | 'tooBig' | FieldIssueProblem | 'other';
  /** The schema's minimum or maximum for tooSmall and tooBig; 0 otherwise. */
  limit: number;
  /** The value as typed, trimmed ('' for a value that is not text). */
  text: string;
}

export function fieldProblem(schema: z.ZodType, value: unknown): FieldProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (value === undefined || value === null || (typeof value === 'string' && text === '')) return { kind: 'required', limit: 0, text };
  const issue = result.error.issues[0];
  const named = issue?.code === 'custom' ? (issue.params as Partial<FieldIssueParams> | undefined)?.problem : undefined;
  if (named) return { kind: named, limit: 0, text };
  switch (issue?.code) {
    case 'invalid_type':
      return { kind: issue.expected === 'int' ? 'notWhole' : 'notNumber', limit: 0, text };
    case 'too_small':
      return { kind: 'tooSmall', limit: Number(issue.minimum), text };
    case 'too_big':
      return { kind: 'tooBig', limit: Number(issue.maximum), text };
    default:
      return { kind: 'other', limit: 0, text };
  }
}

/**
 * The catalog's words for each kind of problem a field can have: `other`
 * for anything the field names no words for; `required` defaults to the
 * catalog's "This field is required", `oneLine` to its "one line" text
 * (markup falls to `other`, which names it).
 */
export type ProblemWords = Partial<Record<FieldProblem['kind'], (problem: FieldProblem) => string>> & {
  other: (problem: FieldProblem) => string;
};

const DEFAULT_WORDS: Partial<Record<FieldProblem['kind'], (problem: FieldProblem) => string>> = {
  required: () => translate('form.required'),
  oneLine: () => translate('form.oneLine'),
};

/** react-hook-form's `validate` for one field: the domain's schema decides, `words` say why not in the language shown. */
export function validateField(schema: z.ZodType, words: ProblemWords) {
  return (value: unknown): true | string => {
    const problem = fieldProblem(schema, value);
    if (!problem) return true;
    const say = words[problem.kind] ?? DEFAULT_WORDS[problem.kind] ?? words.other;
    return say(problem);
  };
}

/**
 * react-hook-form's `validate` for a free-text field, in the catalog's `form`
 * texts (the `shared` part) with the schema's own limits. `message` names
 * what else can be wrong with the field (its format), when it has one.
 */
export function validateText(schema: z.ZodType, { required = true, message = 'form.invalid' }: { required?: boolean; message?: string } = {}) {
  return validateField(required ? requiredInput(schema) : schema, {
    tooSmall: ({ limit }) => translate('form.tooShort', { min: formatCount(limit) }),
    tooBig: ({ limit }) => translate('form.tooLong', { max: formatCount(limit) }),
    other: ({ text }) => translate(containsMarkup(text) ? 'form.noMarkup' : message),
  });
}
