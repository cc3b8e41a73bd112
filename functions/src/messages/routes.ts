/** The Contact Us form: anyone may write to the platform; admins read. */
import { Router } from 'express';
import { optionalCaller, requireAdmin } from '../http/auth.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { listMessages, saveMessage } from './messageStore.ts';
import { contactSchema } from './schemas.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

export const messagesRouter = Router();

messagesRouter.post('/contact', async (req, res) => {
  const input = parseOrThrow(contactSchema, req.body, 'The message');
  await enforceRateLimit('contact', req, res);
  const id = await saveMessage(input, optionalCaller(res)?.uid ?? null);
  res.status(201).json({ id });
});

messagesRouter.get('/messages', requireAdmin, async (req, res) => {
  const page = pageRequestFrom(req.query);
  sendPage(res, page, await listMessages(page), (message) => message._id);
});
