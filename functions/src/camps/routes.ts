/**
 * Camps: the home page's popular camps, the paged and searchable list, a
 * camp's details, the organizers' create / update / delete, and the
 * dashboard counters.
 */
import { planSearch } from '@campcare/domain';
import { Router, type Request } from 'express';
import { isOrganizer, optionalCaller, requireCaller, requireOrganizer } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { DOCUMENT_ID, parseOrThrow } from '../http/schemaValidation.ts';
import {
  campCounts,
  createCamp,
  deleteCamp,
  getCamp,
  imageExists,
  listCamps,
  popularCamps,
  updateCamp,
} from './campStore.ts';
import { campInputSchema, campListQuerySchema, imageIdFromUrl, type CampInput } from './schemas.ts';

export const campsRouter = Router();

/** A camp id from the path; anything we could never have generated is simply not found. */
function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound('This camp does not exist (it may have been deleted).');
  return id;
}

/** Parses a camp body and checks that its image is one that was uploaded. */
async function campInput(body: unknown): Promise<CampInput> {
  const input = parseOrThrow(campInputSchema, body, 'The camp');
  const imageId = imageIdFromUrl(input.Image);
  if (!imageId || !(await imageExists(imageId))) {
    throw badRequest('The camp has invalid fields: Image.', {
      Image: 'This image was not found. Upload the picture again.',
    });
  }
  return input;
}

campsRouter.get('/allcamp', async (_req, res) => {
  res.json(await popularCamps());
});

campsRouter.get('/allavilableCamps', async (req, res) => {
  const query = parseOrThrow(campListQuerySchema, req.query, 'The query');
  const page = pageRequestFrom(query);
  const result = await listCamps({ sortValue: query.sortValue, search: planSearch(query.searchValue), page });
  sendPage(res, { items: result.camps, total: result.total });
});

campsRouter.get('/campDetails/:id', async (req, res) => {
  const camp = await getCamp(campIdParam(req));
  if (!camp) throw notFound('This camp does not exist (it may have been deleted).');
  res.json(camp);
});

campsRouter.post('/addCamp', requireOrganizer, async (req, res) => {
  const input = await campInput(req.body);
  const camp = await createCamp(input, requireCaller(res).uid);
  res.status(201).json({ acknowledged: true, insertedId: camp._id, camp });
});

campsRouter.put('/updateCamp/:id', requireOrganizer, async (req, res) => {
  const id = campIdParam(req);
  const input = await campInput(req.body);
  const camp = await updateCamp(id, input);
  res.json({ acknowledged: true, modifiedCount: 1, camp });
});

campsRouter.delete('/campDelete/:id', requireOrganizer, async (req, res) => {
  const { deletedRegistrations } = await deleteCamp(campIdParam(req));
  res.json({ acknowledged: true, deletedCount: 1, deletedRegistrations });
});

campsRouter.get('/allcampCount', async (_req, res) => {
  const caller = optionalCaller(res);
  res.json(await campCounts(caller ? { uid: caller.uid, organizer: isOrganizer(caller) } : null));
});
