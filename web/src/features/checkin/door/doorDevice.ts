/**
 * What a door phone keeps on itself, in IndexedDB (through the small `idb`
 * wrapper): this device's id, the door list of each camp it checks people in
 * at (saved at every online visit, read when there is no network), the
 * check-ins and walk-ins made here that the server has not recorded yet, and
 * the results a clinician recorded at a station with no network (the same
 * database, so a camp's device keeps one store of what it owes the server).
 * IndexedDB outlives a reload, a closed browser and a flat battery, and holds
 * hundreds of people where localStorage would block the page to parse them.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DoorAction } from './doorActions.ts';
import type { DoorList } from '../api/doorList.ts';

/** A camp's door list as this device saved it, and for whom: another account on the same phone does not see it. */
export interface SavedDoorList {
  campId: string;
  uid: string;
  savedAt: string;
  list: DoorList;
}

/**
 * A screening result recorded at a station with no network (the stations
 * feature's): kept under the id the device made for it, which the API
 * records once however often it is sent.
 */
export interface KeptStationResult {
  resultId: string;
  campId: string;
  stationId: string;
  /** The account that recorded it: only that account sends it. */
  uid: string;
  /** Whose result it is, for the screen. */
  label: string;
  /** When it was recorded here, by the device's clock. */
  at: string;
  /** The request's body, as the API takes it. */
  body: unknown;
}

interface DoorDatabase extends DBSchema {
  device: { key: 'id'; value: { key: 'id'; deviceId: string } };
  doorLists: { key: string; value: SavedDoorList };
  actions: { key: string; value: DoorAction; indexes: { byCamp: string } };
  stationResults: { key: string; value: KeptStationResult; indexes: { byCamp: string } };
}

const DATABASE = 'campcare-door';
/** 1: the door's stores; 2: the stations' results beside them. */
const VERSION = 2;

let opening: Promise<IDBPDatabase<DoorDatabase>> | null = null;

function database(): Promise<IDBPDatabase<DoorDatabase>> {
  if (opening) return opening;
  const opened = openDB<DoorDatabase>(DATABASE, VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('device', { keyPath: 'key' });
        db.createObjectStore('doorLists', { keyPath: 'campId' });
        db.createObjectStore('actions', { keyPath: 'actionId' }).createIndex('byCamp', 'campId');
      }
      if (oldVersion < 2) db.createObjectStore('stationResults', { keyPath: 'resultId' }).createIndex('byCamp', 'campId');
    },
    // Another tab runs a newer version of the app that changes the database: let it, and open again next time.
    blocking() {
      void opened.then((db) => db.close());
      opening = null;
    },
    terminated() {
      opening = null;
    },
  });
  opening = opened;
  opened.catch(() => {
    opening = null;
  });
  return opened;
}

/** This device's id (made once, kept): the server records it with each check-in, so the desk can say which phone admitted whom. */
export async function deviceId(): Promise<string> {
  const db = await database();
  const tx = db.transaction('device', 'readwrite');
  const found = await tx.store.get('id');
  if (found) {
    await tx.done;
    return found.deviceId;
  }
  const made = { key: 'id' as const, deviceId: crypto.randomUUID() };
  await tx.store.put(made);
  await tx.done;
  return made.deviceId;
}

export async function saveDoorList(saved: SavedDoorList): Promise<void> {
  await (await database()).put('doorLists', saved);
}

/** The door list this account saved for this camp, or null. */
export async function readDoorList(campId: string, uid: string): Promise<SavedDoorList | null> {
  const saved = await (await database()).get('doorLists', campId);
  return saved && saved.uid === uid ? saved : null;
}

/** Forgets door lists of camps that ended long ago (they hold people's names): kept only while they may be needed. */
export async function forgetOldDoorLists(before: Date): Promise<void> {
  const db = await database();
  const tx = db.transaction('doorLists', 'readwrite');
  for (const saved of await tx.store.getAll()) {
    if (Date.parse(saved.list.camp.DateTime) < before.getTime()) await tx.store.delete(saved.campId);
  }
  await tx.done;
}

/** Keeps an action until the server has recorded it. Adding the same action again changes nothing. */
export async function keepAction(action: DoorAction): Promise<void> {
  await (await database()).put('actions', action);
}

/** Actions of this camp not yet recorded by the server, oldest first. */
export async function pendingActions(campId: string): Promise<DoorAction[]> {
  const actions = await (await database()).getAllFromIndex('actions', 'byCamp', campId);
  return actions.sort((a, b) => a.at.localeCompare(b.at) || a.actionId.localeCompare(b.actionId));
}

/** The server recorded these: they leave the device. */
export async function forgetActions(actionIds: readonly string[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('actions', 'readwrite');
  await Promise.all(actionIds.map((id) => tx.store.delete(id)));
  await tx.done;
}

/** Keeps a station's result until the server has recorded it. Keeping the same result again changes nothing. */
export async function keepStationResult(result: KeptStationResult): Promise<void> {
  await (await database()).put('stationResults', result);
}

/** Results of this camp not yet recorded by the server, oldest first. */
export async function pendingStationResults(campId: string): Promise<KeptStationResult[]> {
  const kept = await (await database()).getAllFromIndex('stationResults', 'byCamp', campId);
  return kept.sort((a, b) => a.at.localeCompare(b.at) || a.resultId.localeCompare(b.resultId));
}

/** The server recorded (or refused for good) this result: it leaves the device. */
export async function forgetStationResult(resultId: string): Promise<void> {
  await (await database()).delete('stationResults', resultId);
}
