/** The journeys' own hook after each test, registered for each journey file like tests/support/browserTestHooks.ts. */
import { afterEach } from 'vitest';
import { keepFailedJourneyScreenshots } from './run.ts';

afterEach(keepFailedJourneyScreenshots);
