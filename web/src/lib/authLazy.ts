/**
 * The Auth SDK is loaded on demand (lib/auth.ts is its own chunk): the first
 * render of every page runs without it, and the session starts once the page
 * is idle or as soon as something needs it (a guarded page, Join Camp, a sign-in).
 */
import type { Auth } from 'firebase/auth';

let loadedAuth: Auth | null = null;
let loading: Promise<Auth> | null = null;

/** The app's Auth instance once it knows who is signed in (persistence restored), loading its code the first time. */
export function loadAuth(): Promise<Auth> {
  loading ??= import('./auth.ts').then(async ({ auth }) => {
    await auth.authStateReady();
    loadedAuth = auth;
    return auth;
  });
  return loading;
}

/** The Auth instance if it is already loaded and ready; null before (nobody is known to be signed in yet then). */
export function authIfLoaded(): Auth | null {
  return loadedAuth;
}

/** Where the Auth SDK keeps a signed-in user (its IndexedDB database, or localStorage keys as a fallback). */
const AUTH_DATABASE_NAME = 'firebaseLocalStorageDb';
const AUTH_STORAGE_KEY_PREFIX = 'firebase:authUser:';

/**
 * Whether this browser may hold a signed-in user, read without loading the SDK.
 * False only when neither the SDK's database nor its localStorage key exists
 * (a browser that never signed in here): the session is then known to be signed
 * out at once, and the SDK loads only when something asks for it (sign-in pages).
 */
export async function storedUserMayExist(): Promise<boolean> {
  try {
    for (let i = 0; i < window.localStorage.length; i += 1) {
      if (window.localStorage.key(i)?.startsWith(AUTH_STORAGE_KEY_PREFIX)) return true;
    }
    if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === AUTH_DATABASE_NAME);
  } catch {
    return true; // Unknown: let the SDK decide.
  }
}
