import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prepareHydratedRouter } from './lib/hydrated-router';

/**
 * React Router's own client entry, except that the router is made before hydration, in short
 * tasks after the one that evaluates react-dom and this module (lib/hydrated-router.tsx): on a
 * slow phone each is then a short task, and input that arrives in between is handled without
 * waiting behind them. (Presses before hydration are held and replayed by lib/early-clicks.ts
 * either way.)
 */
void prepareHydratedRouter().then((HydratedRouter) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
