/** The dashboard's public face: its route tree (every page lazy). */
export { dashboardRoute } from './routes.tsx';
