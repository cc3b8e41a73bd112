import { startTransition, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

/**
 * The first paint (index.html's header, and on home the first banner slide) is
 * kept on screen by React's first commit; the app itself then renders as a
 * transition, in slices of a few milliseconds that let the browser paint and
 * answer input in between, instead of one long task on a slow phone.
 */
export function App() {
  const [router] = useState(createAppRouter);
  // Read before React's first commit empties the root.
  const [firstPaintHtml] = useState(() => document.getElementById('root')?.innerHTML ?? '');
  const [started, setStarted] = useState(!firstPaintHtml);
  useEffect(() => {
    if (!started) startTransition(() => setStarted(true));
  }, [started]);
  if (!started) return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: firstPaintHtml }} />;
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
