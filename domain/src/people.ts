/**
 * Who a registration is for. A camp takes one registration per person, and
 * a person is one of three kinds:
 *
 * - the account holder themself: `account:{uid}`;
 * - someone the account holder cares for (a child, an elder), named by them:
 *   `dependant:{uid}:{name}`, the name in one spelling (trimmed, spaces
 *   collapsed, lower case), so "Amina  Rahman" and "amina rahman" are one
 *   person and a guardian can register two children for the same camp;
 * - a walk-in registered at the door by camp staff: `walkin:{registration id}`
 *   (nobody can tell two walk-ins are the same person; staff can).
 *
 * A walk-in claimed by an account becomes that account holder's own
 * registration (`account:{uid}`), so an account holder claims at most one.
 * Registration ids carry no meaning any more: the key is what is unique.
 */
export type PersonKind = 'account' | 'dependant' | 'walkin';

/** A dependant's name in the one spelling person keys compare. */
export function personName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

export function accountPersonKey(uid: string): string {
  return `account:${uid}`;
}

export function dependantPersonKey(guardianUid: string, name: string): string {
  return `dependant:${guardianUid}:${personName(name)}`;
}

export function walkInPersonKey(registrationId: string): string {
  return `walkin:${registrationId}`;
}

/**
 * Whose person key a registration has: its own, or for a registration made
 * before keys existed (the account holder's own, under `{campId}_{uid}`),
 * the account's. null for a registration kept without its deleted account.
 */
export function personKeyOf(r: { personKey?: string | null; participantUid: string }): string | null {
  if (r.personKey) return r.personKey;
  return r.participantUid ? accountPersonKey(r.participantUid) : null;
}
