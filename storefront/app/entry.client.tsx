import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own client entry, except that hydration starts in the task after the one that
 * evaluates react-dom and this module: on a slow phone each is then a short task, and input
 * that arrives in between is handled without waiting behind both. (Presses before hydration
 * are held and replayed by lib/early-clicks.ts either way.)
 */
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
