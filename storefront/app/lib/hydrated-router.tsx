import { Fragment, useLayoutEffect, useState } from 'react';
import {
  type DataRouter,
  type HydrationState,
  type ServerBuild,
  type UNSAFE_AssetsManifest as AssetsManifest,
  type UNSAFE_RouteModules as RouteModules,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createClientRoutes as createClientRoutes,
  UNSAFE_createRouter as createRouter,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_getHydrationData as getHydrationData,
  UNSAFE_getPatchRoutesOnNavigationFunction as getPatchRoutesOnNavigationFunction,
  UNSAFE_getTurboStreamSingleFetchDataStrategy as getTurboStreamSingleFetchDataStrategy,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_useFogOFWarDiscovery as useFogOFWarDiscovery,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * React Router's <HydratedRouter>, with its router made before hydration, one step per task.
 *
 * HydratedRouter builds the router inside its first render: the client routes, the hydration
 * data, the history and the router itself, all running for the first time, so all compiled on
 * the spot. On a slow phone that is one task of about 100 ms right after the first paint, and a
 * tap landing in it waits. Here each step runs in a task of its own (about half of that at
 * most), and React then hydrates the same tree HydratedRouter renders, so the server's HTML is
 * kept as it is.
 *
 * Written against React Router 7.18.4 (pinned in package.json; hydrated-router.test.ts fails on
 * another version): it calls the same exported functions as HydratedRouter, in the same order,
 * for a server-rendered app (no SPA mode, no client middleware context, no instrumentation).
 */

/** What React Router's server writes into the document for the browser. */
interface ServerHandoff {
  basename?: string;
  future: ServerBuild['future'];
  routeDiscovery: ServerBuild['routeDiscovery'];
  ssr: boolean;
  stream?: ReadableStream<Uint8Array>;
}

declare global {
  interface Window {
    __reactRouterContext?: ServerHandoff;
    __reactRouterManifest?: AssetsManifest;
    __reactRouterRouteModules?: RouteModules;
    __reactRouterDataRouter?: DataRouter;
    /** Settles once the document's module preload links are back in place (defer-hydration). */
    __modulePreloadsPlaced?: Promise<void>;
  }
}

/** The version this adaptation of HydratedRouter follows. */
export const FOLLOWS_REACT_ROUTER = '7.18.4';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Builds the router in short tasks, then answers the component that hydrates with it. */
export async function prepareHydratedRouter() {
  // Not in the task that evaluated react-dom and the app's modules: that one is long enough.
  await nextTask();
  const context = window.__reactRouterContext;
  const manifest = window.__reactRouterManifest;
  const routeModules = window.__reactRouterRouteModules;
  if (!context?.stream || !manifest || !routeModules) {
    throw new Error('The document carries no React Router server handoff.');
  }
  const decoded = await decodeViaTurboStream(context.stream, window);
  context.stream = undefined;
  const state = decoded.value as HydrationState;
  await nextTask();

  const routes = createClientRoutes(manifest.routes, routeModules, state, context.ssr, false);
  const hydrationData = getHydrationData({
    state,
    routes,
    getRouteInfo: (routeId) => ({
      clientLoader: routeModules[routeId]?.clientLoader,
      hasLoader: manifest.routes[routeId]?.hasLoader === true,
      hasHydrateFallback: routeModules[routeId]?.HydrateFallback != null,
    }),
    location: window.location,
    basename: context.basename,
    isSpaMode: false,
  });
  await nextTask();

  if (window.history.state?.masked) {
    window.history.replaceState({ ...window.history.state, masked: undefined }, '');
  }
  const router: DataRouter = createRouter({
    routes,
    history: createBrowserHistory(),
    basename: context.basename,
    hydrationData,
    hydrationRouteProperties,
    mapRouteProperties,
    future: { v8_passThroughRequests: context.future.v8_passThroughRequests },
    dataStrategy: getTurboStreamSingleFetchDataStrategy(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.basename,
      context.future.v8_trailingSlashAwareDataRequests,
    ),
    patchRoutesOnNavigation: getPatchRoutesOnNavigationFunction(
      () => router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      false,
      context.basename,
    ),
  });
  // With every route's data in the document, the router starts initialised; otherwise (a route
  // still to load) it initialises once React has mounted, as HydratedRouter does.
  let initialized = router.state.initialized;
  if (initialized) router.initialize();
  window.__reactRouterDataRouter = router;
  await nextTask();
  // React hydrates the preload links <Scripts> rendered, so they must all be back in the document.
  await window.__modulePreloadsPlaced;

  const frameworkContext = {
    manifest,
    routeModules,
    future: context.future,
    criticalCss: undefined,
    ssr: context.ssr,
    isSpaMode: false,
    routeDiscovery: context.routeDiscovery,
  };

  return function PreparedHydratedRouter() {
    const [location, setLocation] = useState(router.state.location);
    useLayoutEffect(() => {
      if (!initialized) {
        initialized = true;
        router.initialize();
      }
    }, []);
    useLayoutEffect(
      () =>
        router.subscribe((next) => {
          if (next.location !== location) setLocation(next.location);
        }),
      [location],
    );
    useFogOFWarDiscovery(
      router,
      manifest,
      routeModules,
      context.ssr,
      context.routeDiscovery,
      false,
    );
    // The same elements as HydratedRouter (and so as the server's <ServerRouter>): React's
    // useId values depend on the tree's shape.
    return (
      <Fragment>
        <FrameworkContext.Provider value={frameworkContext}>
          <RemixErrorBoundary location={location}>
            <RouterProvider router={router} />
          </RemixErrorBoundary>
        </FrameworkContext.Provider>
        <Fragment />
      </Fragment>
    );
  };
}
