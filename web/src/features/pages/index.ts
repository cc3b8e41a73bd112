/** The static pages' public face: their routes. */
export { pageRoutes } from './routes.ts';
