import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setUpLanguage } from '../lib/i18n/index.ts';
import { App } from './App.tsx';

// A page opened in another language renders in it from the start: its catalog has been
// downloading since the entry ran (earlyStart.ts), so this rarely waits.
await setUpLanguage(window.location);

// The first render (which keeps index.html's first paint and creates the router) is a transition,
// like the app's own render after it (App.tsx), so React may slice it and let the browser paint
// and take input in between. As an ordinary update, Available Camps kept the main thread blocked
// about 100 ms longer over its load on a 4x slower CPU (scripts/bench/throttledLoad.ts).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
