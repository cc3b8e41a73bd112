/** Page modules loaded on demand, shared by the router and app/earlyStart.ts so both start the same download. */
export const loadAvailableCampsPage = () => import('../features/camps/AvailableCampsPage.tsx');
