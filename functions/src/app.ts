/** One Express router serving every documented path under /api. */
import express from 'express';
import { accountRouter } from './account/routes.ts';
import { campsRouter } from './camps/routes.ts';
import { checkinRouter } from './checkin/routes.ts';
import { feedbackRouter } from './feedback/routes.ts';
import { registrationsRouter } from './registrations/routes.ts';
import { identifyCaller } from './http/auth.ts';
import { errorHandler, limitJsonBody, unknownRoute } from './http/errors.ts';
import { imagesRouter } from './images/routes.ts';
import { mailRouter } from './mail/routes.ts';
import { messagesRouter } from './messages/routes.ts';
import { migrationsRouter } from './migrations/routes.ts';
import { paymentsRouter } from './payments/routes.ts';
import { privacyRouter } from './privacy/routes.ts';
import { referralsRouter } from './referrals/routes.ts';
import { reportsRouter } from './reports/routes.ts';
import { smsRouter } from './sms/routes.ts';
import { staffRouter } from './staff/routes.ts';
import { stationsRouter } from './stations/routes.ts';
import { walkInsRouter } from './walkIns/routes.ts';
import { apiSecurityHeaders } from './http/securityHeaders.ts';
import { reportFirestoreUsage } from './http/serverTiming.ts';
import { usersRouter } from './users/routes.ts';
import { waitlistRouter } from './waitlist/routes.ts';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(reportFirestoreUsage);
  app.use(apiSecurityHeaders);

  const api = express.Router();
  api.use(limitJsonBody(100 * 1024));
  api.use(express.json({ limit: '100kb' }));
  api.use(identifyCaller);
  api.use(campsRouter);
  api.use(imagesRouter);
  api.use(usersRouter);
  api.use(messagesRouter);
  api.use(registrationsRouter);
  api.use(waitlistRouter);
  api.use(feedbackRouter);
  api.use(paymentsRouter);
  api.use(checkinRouter);
  api.use(staffRouter);
  api.use(walkInsRouter);
  api.use(stationsRouter);
  api.use(mailRouter);
  api.use(smsRouter);
  api.use(privacyRouter);
  api.use(referralsRouter);
  api.use(reportsRouter);
  api.use(accountRouter);
  api.use(migrationsRouter);
  api.use(unknownRoute);

  app.use('/api', api);
  app.use(errorHandler);
  return app;
}
