import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpLanguage } from '../lib/i18n/index.ts';
import { App } from './App.tsx';

// A page opened in another language renders in it from the start: its catalog has been
// downloading since the entry ran (earlyStart.ts), so this rarely waits.
await setUpLanguage(window.location);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
