/** The global symbol's key under which app/systemInSteps.ts hands createSystem its prepared parts (build/chakraSystemInSteps.ts). */
export const PREPARED_SYSTEM_KEY = 'campcare.preparedSystem';
