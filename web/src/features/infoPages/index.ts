/** The info pages' public face (About, Our Team, FAQ, Privacy Policy, Contact): their routes. */
export { infoPageRoutes } from './routes.ts';
