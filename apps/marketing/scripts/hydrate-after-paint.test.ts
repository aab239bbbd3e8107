import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT, hydrateAfterPaint } from "./hydrate-after-paint";

/** A prerendered page as React Router 8 writes it (7 wrote it alike). */
const page = (script: string) =>
  `<!DOCTYPE html><html><head><title>x</title></head><body><main>Hi</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${script}</script></body></html>`;

const reactRouterScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

describe("hydrateAfterPaint", () => {
  it("imports the same modules after the first paint, then sets the route modules and loads the entry", () => {
    const html = hydrateAfterPaint(page(reactRouterScript));
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(script?.split("\n")).toEqual([
      ...AFTER_FIRST_PAINT.split("\n"),
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-4.js");',
    ]);
    // Nothing else in the page changes.
    expect(html.replace(script ?? "", "")).toBe(page(""));
  });

  it("keeps a route module the 404 page adds to the list", () => {
    const html = hydrateAfterPaint(
      page(
        reactRouterScript.replace(
          "  window.__reactRouterRouteModules = {",
          'import * as extraRoute from "/assets/blog-post-5.js";\n  window.__reactRouterRouteModules = {"routes/blog-post":extraRoute,',
        ),
      ),
    );
    expect(html).toContain(
      'const [, route0, route1, extraRoute] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js"), import("/assets/blog-post-5.js")]);',
    );
  });

  /** Runs the rewritten script with a browser's timers, paint timing and `import()` stood in. */
  function runScript({ paintTiming }: { paintTiming: boolean }) {
    const html = hydrateAfterPaint(page(reactRouterScript));
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const requested: string[] = [];
    const timers: { callback: () => void; ms: number | undefined }[] = [];
    const frames: (() => void)[] = [];
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {
        // Nothing painted yet.
      }
    }
    const window: Record<string, unknown> = {};
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the generated script
    const run = new Function(
      "PerformanceObserver",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      "window",
      `return (async () => { ${script.replaceAll("import(", "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const done = run(
      PerformanceObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms?: number) => timers.push({ callback, ms }),
      (url: string) => {
        requested.push(url);
        return Promise.resolve({ url });
      },
      window,
    );
    const paint = (name: string) => {
      for (const observer of observers) {
        observer({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
      }
    };
    return { done, requested, timers, frames, paint, window };
  }

  const allModules = [
    "/assets/manifest-1.js",
    "/assets/root-2.js",
    "/assets/home-3.js",
    "/assets/entry.client-4.js",
  ];

  it("runs: the page's modules are requested only once its content is painted", async () => {
    const { done, requested, paint, window } = runScript({ paintTiming: true });
    await Promise.resolve();
    expect(requested).toEqual([]);
    // The first frame without text (the font's block period) is not the moment.
    paint("first-paint");
    await Promise.resolve();
    expect(requested).toEqual([]);
    paint("first-contentful-paint");
    await done;
    expect(requested).toEqual(allModules);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });

  it("runs: without paint timing it waits for the first frame, and in a hidden tab for 3 s", async () => {
    const withoutTiming = runScript({ paintTiming: false });
    await Promise.resolve();
    expect(withoutTiming.requested).toEqual([]);
    withoutTiming.frames[0]?.();
    withoutTiming.timers.find(({ ms }) => ms === undefined)?.callback();
    await withoutTiming.done;
    expect(withoutTiming.requested).toEqual(allModules);

    const hidden = runScript({ paintTiming: true });
    await Promise.resolve();
    expect(hidden.requested).toEqual([]);
    hidden.timers.find(({ ms }) => ms === 3000)?.callback();
    await hidden.done;
    expect(hidden.requested).toEqual(allModules);
  });

  it("refuses a page without one hydration script, or with one it does not know", () => {
    expect(() => hydrateAfterPaint("<html><body></body></html>")).toThrow(/found 0/);
    expect(() => hydrateAfterPaint(page(reactRouterScript) + page(reactRouterScript))).toThrow(
      /found 2/,
    );
    expect(() =>
      hydrateAfterPaint(page(reactRouterScript.replace('import("', 'import(/* x */ "'))),
    ).toThrow(/unexpected line/);
    expect(() =>
      hydrateAfterPaint(page('import "/assets/manifest-1.js";\nimport("/assets/entry.js");')),
    ).toThrow(/unexpected line|lacks/);
  });
});
