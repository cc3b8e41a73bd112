/**
 * Query keys shared across features: the cached lists one feature shows and
 * another feature's mutations change (cancelling a camp changes the
 * organizer's registrations; deleting a registration changes a camp's
 * participant count in Manage Camps; a role change changes the users'
 * list and the organizers an admin's filter offers).
 */
export const ORGANIZER_CAMPS_KEY = ['organizerCamps'] as const;
export const ORGANIZER_REGISTRATIONS_KEY = ['organizerRegistrations'] as const;
/** Every list of users; [...USERS_KEY, 'organizers'] is the organizer filter's. */
export const USERS_KEY = ['users'] as const;
