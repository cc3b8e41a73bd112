import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpLanguage } from '../lib/i18n/index.ts';
import { App } from './App.tsx';

// A page opened in another language renders in it from the start: its catalog has been
// downloading since the entry ran (earlyStart.ts), so this rarely waits.
await setUpLanguage(window.location);

// Rendered as a transition, the first screen is built in slices of a few milliseconds with
// input and paints allowed in between; rendered as an ordinary update, React builds the whole
// tree in one stretch, which on a slow phone holds the main thread for a few hundred ms.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
