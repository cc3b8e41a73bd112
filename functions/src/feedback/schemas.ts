/**
 * Request schema for feedback, built from the domain's feedback fields (the
 * feedback form uses the same ones). Name and email in the body (old
 * clients) are ignored: they come from the account.
 */
import { feedbackFields } from '@campcare/domain/fields';
import { z } from 'zod';
import { documentId } from '../http/schemaValidation.ts';

export const feedbackInputSchema = z.object({
  registrationId: documentId('registrationId'),
  ...feedbackFields,
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;
