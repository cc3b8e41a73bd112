/**
 * POST /users: records the signed-in person's profile (email, name and picture
 * from the ID token; new accounts as Participants). Called by the sign-in flow
 * itself, not by a component, so it has no hook.
 */
import { apiFetch } from '../../../lib/api.ts';

export const recordProfile = (email: string | null) => apiFetch<void>('/users', { method: 'POST', body: { email, role: 'Participant' } });
