/**
 * React Router's hydration script in a prerendered page: the one inline module script, with its
 * static imports (the manifest, each route's module), the route modules list and the entry.
 */
const HYDRATION = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{[^}]*\};$/;
const ENTRY = /^import\("([^"]+)"\);$/;

/**
 * What the page waits for before it loads its code: its first contentful paint (the Paint Timing
 * API; the first frame where that API is missing), or 3 s (a tab opened in the background paints
 * nothing until it is shown).
 */
export const AFTER_FIRST_PAINT = [
  "await new Promise((go) => {",
  '  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) go(); }).observe({ type: "paint", buffered: true });',
  "  else requestAnimationFrame(() => setTimeout(go));",
  "  setTimeout(go, 3000);",
  "});",
].join("\n");

/**
 * `html`, a prerendered page, made to fetch its JavaScript once its first frame is painted.
 *
 * React Router's hydration script imports the page's modules statically, so the browser fetches
 * them at high priority while the page's stylesheet and font are still on the way. On a slow
 * mobile connection they share its bandwidth, and the first paint of a page that is complete in
 * its HTML waits for code it does not need to be seen: Lighthouse's mobile simulation put first
 * paint 300 ms later with them (1.51 s against 1.21 s on the home page). Here the same modules
 * are imported dynamically, all at once, once the page has painted its content, then the route
 * modules list is set and the entry loaded, as before: on a fast connection the page hydrates a
 * frame or two later.
 *
 * Throws when the page has no such script or it reads differently (a React Router upgrade), rather
 * than ship a page that does not hydrate.
 */
export function hydrateAfterPaint(html: string): string {
  const scripts = [...html.matchAll(HYDRATION)];
  const [script] = scripts;
  if (scripts.length !== 1 || !script?.[1]) {
    throw new Error(`hydrateAfterPaint: expected one hydration script, found ${scripts.length}`);
  }
  const lines = script[1]
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const imports: { name: string | undefined; url: string }[] = [];
  let routeModules: string | undefined;
  let entry: string | undefined;
  for (const line of lines) {
    const imported = IMPORT.exec(line);
    const loaded = ENTRY.exec(line);
    if (imported?.[2] && routeModules === undefined)
      imports.push({ name: imported[1], url: imported[2] });
    else if (ROUTE_MODULES.test(line) && routeModules === undefined) routeModules = line;
    else if (loaded?.[1] && routeModules !== undefined && entry === undefined) entry = loaded[1];
    else throw new Error(`hydrateAfterPaint: unexpected line in the hydration script: ${line}`);
  }
  if (imports.length === 0 || routeModules === undefined || entry === undefined) {
    throw new Error("hydrateAfterPaint: the hydration script lacks its imports, routes or entry");
  }
  const body = [
    AFTER_FIRST_PAINT,
    `const [${imports.map(({ name }) => name ?? "").join(", ")}] = await Promise.all([${imports
      .map(({ url }) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    routeModules,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
  const start = script.index + script[0].indexOf(">") + 1;
  return html.slice(0, start) + body + html.slice(start + script[1].length);
}
