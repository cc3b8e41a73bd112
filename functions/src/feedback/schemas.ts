/** Request schema for feedback. Name and email in the body (old clients) are ignored: they come from the account. */
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, RATING_MAX, RATING_MIN } from '@campcare/domain';
import { z } from 'zod';
import { text } from '../http/schemaValidation.ts';
import { documentId, wholeNumber } from '../registrations/schemas.ts';

export const feedbackInputSchema = z.object({
  registrationId: documentId('registrationId'),
  ratting: wholeNumber('Rating', RATING_MIN, RATING_MAX),
  feedback: text('Feedback', FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH),
});
export type FeedbackInput = z.output<typeof feedbackInputSchema>;
