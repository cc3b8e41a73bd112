import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../src/lib/queryClient.ts';

afterEach(() => {
  cleanup();
  // One cache for the whole app: no test sees another's data.
  queryClient.clear();
});
