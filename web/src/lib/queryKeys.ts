/**
 * Query keys shared across features: the cached lists one feature shows and
 * another feature's mutations change (cancelling a camp changes the
 * organizer's registrations; deleting a registration changes a camp's
 * participant count in Manage Camps).
 */
export const ORGANIZER_CAMPS_KEY = ['organizerCamps'] as const;
export const ORGANIZER_REGISTRATIONS_KEY = ['organizerRegistrations'] as const;
