/** The Contact Us form: anyone may write; organizers read. */
import { clampPageRequest, MAX_PAGE_SIZE } from '@campcare/domain';
import { Router } from 'express';
import { optionalCaller, requireOrganizer } from '../http/auth.ts';
import { badRequest } from '../http/errors.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { listMessages, saveMessage } from './messageStore.ts';
import { contactSchema } from './schemas.ts';

export const messagesRouter = Router();

messagesRouter.post('/contact', async (req, res) => {
  const input = parseOrThrow(contactSchema, req.body, 'The message');
  const id = await saveMessage(input, optionalCaller(res)?.uid ?? null);
  res.status(201).json({ id });
});

messagesRouter.get('/messages', requireOrganizer, async (req, res) => {
  const page = clampPageRequest(req.query.page, req.query.limit);
  if (!page) {
    throw badRequest(`page must be a whole number from 1, and limit a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  const { messages, total } = await listMessages(page);
  res.set('X-Total-Count', String(total));
  res.json(messages);
});
