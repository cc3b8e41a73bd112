import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CATALOG_PARTS, needCatalog } from '../src/lib/i18n/index.ts';
import { queryClient } from '../src/lib/queryClient.ts';

afterEach(() => {
  cleanup();
  // One cache for the whole app: no test sees another's data.
  queryClient.clear();
});

// The app downloads the parts of the English catalog a page needs with the page; components
// rendered on their own here get them all up front.
await needCatalog(...CATALOG_PARTS);
