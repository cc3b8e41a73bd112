/** GET /users (admins): one page of accounts, filtered by an email prefix and a role. */
import type { Role, UserProfile } from '@campcare/domain';
import { useApiListQuery } from '../../../lib/apiList.ts';
import { USERS_KEY } from '../../../lib/queryKeys.ts';

export interface UsersParams {
  page: number;
  limit: number;
  search: string;
  /** '' lists every role. */
  role: '' | Role;
}

/** Cached under USERS_KEY (lib/queryKeys.ts): setUserRole invalidates every users page, and the organizer filter's list. */
export function useUsers(params: UsersParams) {
  return useApiListQuery<UserProfile>(USERS_KEY[0], '/users', { ...params });
}
