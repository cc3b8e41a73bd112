/**
 * An organizer's DHIS2 set-up and what their pushes answered. The mapping
 * (dhis2Settings/{uid}) and the personal access token (dhis2Secrets/{uid})
 * are apart so that nothing which reads the mapping for a page can carry
 * the token; no browser reads either (firestore.rules), and the token is
 * never sent back by the API, only whether one is kept. What each push
 * answered is kept under the settings (dhis2Settings/{uid}/pushes).
 */
import { COLLECTIONS, DHIS2_PUSHES, type IsoDateTime } from '@campcare/domain';
import type { Dhis2ImportSummary, Dhis2Mapping } from '@campcare/domain/reports';
import { db } from '../firestore/firebase.ts';

const settings = () => db.collection(COLLECTIONS.dhis2Settings);
const secrets = () => db.collection(COLLECTIONS.dhis2Secrets);
/** An organizer's pushes, under their settings: read newest first with no index but the automatic one. */
const pushes = (uid: string) => settings().doc(uid).collection(DHIS2_PUSHES);

export interface Dhis2Settings extends Dhis2Mapping {
  /** The DHIS2's address, with its context path if it has one (https://dhis2.example.org/hmis). */
  serverUrl: string;
  updatedAt: IsoDateTime;
  updatedBy: string;
}

export interface Dhis2SettingsView extends Dhis2Settings {
  tokenSet: boolean;
}

export async function readDhis2Settings(uid: string): Promise<Dhis2SettingsView | null> {
  const [s, secret] = await Promise.all([settings().doc(uid).get(), secrets().doc(uid).get()]);
  if (!s.exists) return null;
  return { ...(s.data() as Dhis2Settings), tokenSet: secret.exists };
}

/** The mapping with its token, for a push. null: no mapping saved. */
export async function readDhis2Target(uid: string): Promise<{ settings: Dhis2Settings; token: string | null } | null> {
  const [s, secret] = await Promise.all([settings().doc(uid).get(), secrets().doc(uid).get()]);
  if (!s.exists) return null;
  return { settings: s.data() as Dhis2Settings, token: secret.exists ? (secret.get('token') as string) : null };
}

/** Saves the mapping; `token`: a new token, null to forget the kept one, undefined to keep it. */
export async function saveDhis2Settings(uid: string, value: Omit<Dhis2Settings, 'updatedAt' | 'updatedBy'>, token: string | null | undefined, now: Date): Promise<Dhis2SettingsView> {
  const stored: Dhis2Settings = { ...value, attributeOptionCombo: value.attributeOptionCombo ?? null, updatedAt: now.toISOString(), updatedBy: uid };
  const batch = db.batch();
  batch.set(settings().doc(uid), stored);
  if (token === null) batch.delete(secrets().doc(uid));
  else if (token !== undefined) batch.set(secrets().doc(uid), { token, updatedAt: now.toISOString() });
  await batch.commit();
  const tokenSet = token === undefined ? (await secrets().doc(uid).get()).exists : token !== null;
  return { ...stored, tokenSet };
}

export interface Dhis2Push {
  _id: string;
  uid: string;
  period: string;
  serverUrl: string;
  dataSet: string;
  orgUnit: string;
  /** How many values were sent. */
  values: number;
  pushedAt: IsoDateTime;
  /** `answered`: DHIS2 gave an import summary (which may hold conflicts); `failed`: it gave none, and `error` says why. */
  outcome: 'answered' | 'failed';
  summary: Dhis2ImportSummary | null;
  error: string | null;
}

export async function recordDhis2Push(push: Omit<Dhis2Push, '_id'>): Promise<Dhis2Push> {
  const ref = pushes(push.uid).doc();
  await ref.set(push);
  return { _id: ref.id, ...push };
}

/** How many of an organizer's pushes the page lists, newest first. */
export const LISTED_PUSHES = 12;

export async function recentDhis2Pushes(uid: string): Promise<Dhis2Push[]> {
  const snap = await pushes(uid).orderBy('pushedAt', 'desc').limit(LISTED_PUSHES).get();
  return snap.docs.map((d) => ({ _id: d.id, ...(d.data() as Omit<Dhis2Push, '_id'>) }));
}
