/** `window.__reactRouterRouteModules = {…}` of a prerendered page: route ids to module variables. */
const ROUTE_MODULES = /window\.__reactRouterRouteModules = \{([^}]*)\};/;

/**
 * The prerendered 404 page (`404.html`), made to load the route module `routeId` too, taken from
 * `page`, a prerendered page that uses it.
 *
 * Static hosts answer every unknown address with the 404 page. At `/blog/no-such-post` the
 * browser's router matches `blog/:slug`, not the 404 route the page was rendered with; without
 * that route's module at hydration, React Router cannot render its `HydrateFallback` (the same
 * 404 page) and hydration fails (React error 418). With it, the page hydrates as rendered and the
 * route's ErrorBoundary keeps the 404 page once its data turns out to be missing.
 */
export function withRouteModule(notFoundHtml: string, page: string, routeId: string): string {
  const variable = new RegExp(`"${routeId}":(route\\d+)`).exec(
    ROUTE_MODULES.exec(page)?.[1] ?? "",
  )?.[1];
  const url = variable && new RegExp(`import \\* as ${variable} from "([^"]+)";`).exec(page)?.[1];
  if (!url || !ROUTE_MODULES.test(notFoundHtml)) {
    throw new Error(`withRouteModule: ${routeId} or the route modules list not found`);
  }
  return notFoundHtml.replace(
    "window.__reactRouterRouteModules = {",
    `import * as extraRoute from "${url}";\n  window.__reactRouterRouteModules = {"${routeId}":extraRoute,`,
  );
}
