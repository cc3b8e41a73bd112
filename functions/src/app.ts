/** One Express router serving every documented path under /api. */
import express from 'express';
import { campsRouter } from './camps/routes.ts';
import { identifyCaller } from './http/auth.ts';
import { errorHandler, unknownRoute } from './http/errors.ts';

export function createApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(identifyCaller);
  api.use(campsRouter);
  api.use(unknownRoute);

  app.use('/api', api);
  app.use(errorHandler);
  return app;
}
