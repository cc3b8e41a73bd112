/**
 * POST /registerCamp: the signed-in participant joins a camp; a full camp puts
 * them on its waiting list ({ waitlisted: true, position }). A plain fetcher,
 * without a cache to invalidate: the camp's page is a public first screen
 * (lib/useAsync.ts says why it stays out of TanStack Query) and shows the
 * outcome the modal reports.
 */
import { apiFetch } from '../../../lib/api.ts';
import type { toRegistrationRequest } from '../registrationForm.ts';

export type RegistrationRequest = ReturnType<typeof toRegistrationRequest>;

export const registerCamp = (body: RegistrationRequest) =>
  apiFetch<{ insertedId: string; waitlisted?: boolean; position?: number }>('/registerCamp', { method: 'POST', body });
