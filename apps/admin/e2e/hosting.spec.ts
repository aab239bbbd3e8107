import { routes } from "@novaline/content";
import { expect, test } from "@playwright/test";

// The admin app as firebase.json's `admin` target serves it (tooling/static-host.ts).

test("every answer carries the security headers and stays out of search engines", async ({
  request,
}) => {
  for (const path of [
    "/",
    routes.adminLogin,
    routes.adminInquiries,
    routes.adminInquiriesLegacy,
    "/favicon.svg",
  ]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(
      Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]),
      path,
    ).toBeGreaterThanOrEqual(183 * 24 * 60 * 60);
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["permissions-policy"], path).toContain("microphone=()");
    expect(headers["x-robots-tag"], path).toBe("noindex, nofollow");
  }
});

test("any app path gets the app, and a missing asset is a real 404", async ({ request }) => {
  const page = await request.get(`${routes.adminInquiries}/some-id`);
  expect(page.status()).toBe(200);
  expect(page.headers()["cache-control"]).toBe("no-cache");
  const html = await page.text();
  expect(html).toContain('<div id="root">');
  expect(html).toMatch(
    /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-/,
  );
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? "";
  expect((await request.get(asset)).headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect((await request.get("/assets/no-such-chunk.js")).status()).toBe(404);
});
