/** GET /users (admins): one page of accounts, filtered by an email prefix and a role. */
import type { Role, UserProfile } from '@campcare/domain';
import { useApiListQuery } from '../../../lib/apiList.ts';

export interface UsersParams {
  page: number;
  limit: number;
  search: string;
  /** '' lists every role. */
  role: '' | Role;
}

/** Every users page in the cache starts with this key: setUserRole invalidates them all. */
export const USERS_KEY = ['users'] as const;

export function useUsers(params: UsersParams) {
  return useApiListQuery<UserProfile>(USERS_KEY[0], '/users', { ...params });
}
