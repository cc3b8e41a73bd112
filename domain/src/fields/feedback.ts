/** A review of a camp: the API's request schema and the feedback form are both built from these. */
import { FEEDBACK_MAX_LENGTH, FEEDBACK_MIN_LENGTH, RATING_MAX, RATING_MIN } from '../constants.ts';
import { wholeNumber } from './numbers.ts';
import { text } from './text.ts';

export const feedbackFields = {
  /** The public API's spelling. */
  ratting: wholeNumber('Rating', RATING_MIN, RATING_MAX),
  feedback: text('Feedback', FEEDBACK_MIN_LENGTH, FEEDBACK_MAX_LENGTH),
} as const;
