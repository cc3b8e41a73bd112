/**
 * Which rule of a field schema a value broke, carried on the schema's own
 * issue (zod's `params`), so that a form can say it in the language shown
 * without repeating the rule (web/src/lib/formRules.ts reads it), and the
 * API can name it in a 400's `fieldCodes` (functions/src/http/schemaValidation.ts).
 */
export type FieldIssueProblem = 'notWhole' | 'outOfRange' | 'badFormat' | 'digitCount' | 'markup' | 'oneLine';

export interface FieldIssueParams {
  problem: FieldIssueProblem;
}
