/** Reviews: written once by the owner of a confirmed registration, read by everyone. */
import { canGiveFeedback, isWaitlisted, WAITLISTED_HOLDS_NO_SEAT } from '@campcare/domain';
import { Router } from 'express';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { createFeedback, latestReviews } from './feedbackStore.ts';
import { feedbackInputSchema } from './schemas.ts';

export const feedbackRouter = Router();

feedbackRouter.post('/feedback', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const input = parseOrThrow(feedbackInputSchema, req.body, 'The feedback');
  const reviewId = await createFeedback(
    { uid: caller.uid, name: caller.name, picture: caller.picture },
    input,
    (registration) => {
      if (registration.participantUid !== caller.uid) {
        throw forbidden('Only the participant who registered can give feedback on this camp.');
      }
      if (registration.feedbackGiven) {
        throw conflict('feedback-exists', 'You have already given feedback for this camp.');
      }
      if (isWaitlisted(registration)) throw conflict('waitlisted', WAITLISTED_HOLDS_NO_SEAT);
      if (!canGiveFeedback(registration)) {
        throw conflict('not-confirmed', 'Feedback opens once the organizer has confirmed your registration.');
      }
    },
  );
  if (!reviewId) throw notFound('This registration does not exist.');
  res.status(201).json({ acknowledged: true, insertedId: reviewId });
});

feedbackRouter.get('/allReview/sort', async (_req, res) => {
  res.json(await latestReviews());
});
