import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CATALOG_PARTS, needCatalog } from '../src/lib/i18n/index.ts';
import { queryClient } from '../src/lib/queryClient.ts';

// findBy… and waitFor give up after 1 s by default. npm test runs these beside the emulator suites on a
// 2-core machine, where a render after an IndexedDB write or a signature check took longer than that
// (CheckInDesk, CoOrganizersDialog): the limit is there to stop a hung wait, not to measure speed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // One cache for the whole app: no test sees another's data.
  queryClient.clear();
});

// The app downloads the parts of the English catalog a page needs with the page; components
// rendered on their own here get them all up front.
await needCatalog(...CATALOG_PARTS);
