/** Entry point: every Cloud Function CampCare deploys. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.ts';

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest({ memory: '512MiB', concurrency: 80 }, createApp());
export { onUserCreated } from './users/onUserCreated.ts';
export { setUserRole } from './users/setUserRole.ts';
