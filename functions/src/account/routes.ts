/**
 * The participant's rights over their own account: a copy of everything
 * kept about them (GET /me/export).
 */
import { personalDataFileName } from '@campcare/domain';
import { Router } from 'express';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { collectPersonalData } from './personalDataStore.ts';

export function createAccountRouter(): Router {
  const router = Router();

  /** "Download my data": one JSON file with the profile, registrations and their health details, payments, reviews, consents and access log. */
  router.get('/me/export', requireSignedIn, async (_req, res) => {
    const caller = requireCaller(res);
    const now = new Date();
    const data = await collectPersonalData({ uid: caller.uid, email: caller.email, displayName: caller.name, photoURL: caller.picture }, now);
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${personalDataFileName(now)}"`);
    res.set('Cache-Control', 'no-store');
    res.send(JSON.stringify(data, null, 2));
  });

  return router;
}

export const accountRouter = createAccountRouter();
