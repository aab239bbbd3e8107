import { expect, test, type APIRequestContext } from "@playwright/test";
import { open } from "./fixtures";

// A page's HTML is complete: it paints with its stylesheet and font, and fetches its code after
// that, so the code does not share a slow connection with what the first paint needs.
for (const path of ["/", "/roi", "/blog/missed-calls-cost-dental-clinics", "/no-such-page"]) {
  test(`${path} paints its content before it fetches its code, then hydrates`, async ({ page }) => {
    await open(page, path);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThan(paint ?? Infinity);
  });
}

// The head preloads no large image that is not the largest paint: a product page's hero and the
// blog's cards shared a phone's connection with the stylesheet the first paint waits for (see
// src/features/products/product-hero.tsx). A blog post keeps its cover's (its largest paint) and
// the author's small portrait; every page the logo's.
const preloadedImages = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(path)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map(
    ([, attributes = ""]) => /(?:href|imageSrcSet)="([^" ]+)/.exec(attributes)?.[1],
  );
};

test("the head preloads the logo, and a blog post's cover and portrait, no other image", async ({
  request,
}) => {
  for (const path of ["/ai-caller", "/ai-chatbot", "/blog"]) {
    expect(await preloadedImages(request, path), path).toEqual(["/logo.webp"]);
  }
  expect(await preloadedImages(request, "/blog/missed-calls-cost-dental-clinics")).toEqual([
    "/logo.webp",
    "/images/team/daniel-brooks.webp",
    "/images/blog/missed-calls-cost-dental-clinics-720w.webp",
  ]);
});

test("an image kept out of the preloads still lays out as before and loads", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, "/ai-caller");
  const hero = page.getByRole("img", { name: /A phone answering an incoming call/ });
  await expect(hero).toBeVisible();
  expect(
    await hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
  // The <picture> around it takes no box: the image is the grid's item, half the hero's width.
  const { image, grid } = await hero.evaluate((element) => ({
    image: element.getBoundingClientRect().width,
    grid: element.closest("section")?.getBoundingClientRect().width ?? 0,
  }));
  expect(image).toBeGreaterThan(grid * 0.35);
  expect(image).toBeLessThan(grid * 0.6);
});

// React, React DOM and React Router run nearly whole to hydrate a page: their chunk asks V8 to
// compile all its functions while it downloads, off the main thread (vite-plugins/compile-hints.ts).
// The sections and panels that load later compile as they run, as before.
test("the framework's chunk carries V8's compile hint, and only it", async ({ page, request }) => {
  await open(page, "/");
  await page.mouse.wheel(0, 4000);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
  );
  const hinted: string[] = [];
  let framework: string | undefined;
  for (const path of new Set(scripts)) {
    const code = await (await request.get(path)).text();
    if (code.startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(path);
    if (code.includes("react.dev/errors/")) framework = path;
  }
  expect(scripts.length).toBeGreaterThan(10);
  expect(framework).toBeDefined();
  expect(hinted).toEqual([framework]);
});

// Chrome with DevTools' Runtime domain on (Lighthouse, PageSpeed Insights) records a detailed
// stack for every error made; an error made while a module is evaluated has that module's whole
// function under it, which V8 then parses again for line numbers: React DOM's five sentinels cost
// the task that evaluates the page's modules 40–55 ms at a phone's speed
// (vite-plugins/stackless-react-sentinels.ts). Loading and hydrating a page makes no error at all.
for (const path of ["/", "/blog"]) {
  test(`${path} makes no Error object while it loads and hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { errorsMade: made });
      const record = (args: unknown[]) => made.push(String(args[0]));
      globalThis.Error = new Proxy(Error, {
        construct(target, args, newTarget) {
          record(args);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, thisArg, args) {
          record(args);
          return Reflect.apply(target, thisArg, args) as unknown;
        },
      });
    });
    await open(page, path);
    expect(
      await page.evaluate(() => (window as unknown as { errorsMade: string[] }).errorsMade),
    ).toEqual([]);
  });
}
