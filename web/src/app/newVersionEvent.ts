/** The window event saying a new version waits to start (detail: its ServiceWorker); newVersion.ts sends it, the layout listens. */
export const NEW_VERSION_EVENT = 'campcare:new-version';
