/** The home page's public face: its routes (lazy). */
export { homeRoutes } from './routes.tsx';
