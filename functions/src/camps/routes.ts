import { Router } from 'express';
import { popularCamps } from './campStore.ts';

export const campsRouter = Router();

campsRouter.get('/allcamp', async (_req, res) => {
  res.json(await popularCamps());
});
