import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { recordCspViolations } from "../../../tooling/csp-violations.mjs";
import { open, scrollThrough } from "./fixtures";
import { answerInquiries } from "./inquiry-api";

// The site as the host serves it (tooling/static-host.mjs: firebase.json's headers) with the
// policy each page carries: nothing the site does may be refused by it.

const client = new URL("../build/client/", import.meta.url).pathname;
/** Every prerendered page of the build, as its path (`/`, `/about`, `/blog/…`). */
const paths = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html"))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
  .sort();
/** The admin app's paths on the site only send staff on to the admin app. */
const isHandoff = (path: string) => path.startsWith("/admin/");
const pages = paths.filter((path) => !isHandoff(path));

/** The page's policy as the browser reads it from the <meta>, directive → sources. */
async function metaPolicy(page: Page) {
  const content = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  return new Map(
    (content ?? "").split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

test.describe("Content-Security-Policy", () => {
  test("the host sends the security headers with every page", async ({ request }) => {
    for (const path of ["/", "/pricing", "/no-such-page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"], path).toMatch(/max-age=(\d{8,})/);
      expect(
        Number(/max-age=(\d+)/.exec(headers["strict-transport-security"] ?? "")?.[1]),
      ).toBeGreaterThanOrEqual(183 * 24 * 60 * 60);
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["permissions-policy"], path).toContain("microphone=(self)");
    }
  });

  test("hashed assets are cached for a year, pages revalidate", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"]').first().innerHTML();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(script)?.[1];
    expect(asset).toBeDefined();
    expect((await request.get(asset ?? "")).headers()["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await request.get("/pricing")).headers()["cache-control"]).toBe("no-cache");
    const missing = await request.get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  test("every page has a strict policy and nothing on it is refused", async ({ page }) => {
    test.setTimeout(pages.length * 10_000);
    const violations = await recordCspViolations(page);
    for (const path of pages) {
      await test.step(path, async () => {
        await open(page, path);
        const policy = await metaPolicy(page);
        const scripts = policy.get("script-src") ?? [];
        expect(scripts).toContain("'self'");
        expect(scripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(policy.get("object-src")).toEqual(["'none'"]);
        await scrollThrough(page);
        expect(await violations(), path).toEqual([]);
      });
    }
  });

  test("the pages that send staff to the admin app carry the policy too", async ({ request }) => {
    const handoffs = paths.filter(isHandoff);
    expect(handoffs.length).toBeGreaterThan(0);
    for (const path of handoffs) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(
        /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'[^"]* 'sha256-/,
      );
    }
  });

  test("the voice demo reaches Vapi and Daily through the policy", async ({ page }) => {
    const violations = await recordCspViolations(page);
    // The real SDK, with a key, and the network answered here: Vapi creates the call, Daily's
    // CDN and API get nothing (there is no network), which the demo reports as a failure.
    await page.addInitScript(() => {
      Object.assign(window, {
        __NOVALINE_VOICE__: { publicKey: "test-key", assistantId: "test-assistant" },
      });
      // Headless Chromium has no microphone to grant.
      navigator.mediaDevices.getUserMedia = (): Promise<MediaStream> =>
        Promise.resolve({ getTracks: () => [{ stop: () => undefined }] } as unknown as MediaStream);
    });
    const reached = { vapi: 0, daily: 0 };
    await page.route("https://api.vapi.ai/**", async (route) => {
      reached.vapi += 1;
      const cors = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" };
      if (route.request().method() === "OPTIONS") {
        await route.fulfill({ status: 204, headers: cors });
        return;
      }
      await route.fulfill({
        status: 201,
        headers: cors,
        json: { id: "call-1", webCallUrl: "https://novaline.daily.co/call-1", status: "queued" },
      });
    });
    await page.route(/^https:\/\/[^/]+\.daily\.co\//, async (route) => {
      reached.daily += 1;
      await route.abort("internetdisconnected");
    });
    await open(page, "/");
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await expect.poll(() => reached.vapi, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => reached.daily, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test("the booking calendar and the contact form work under the policy", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.route("https://calendly.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><html lang=en><title>Calendly stand-in</title><h1>Pick a time</h1>",
      }),
    );
    await open(page, "/booking");
    await scrollThrough(page);
    await expect(
      page.frameLocator('iframe[src^="https://calendly.com/"]').getByRole("heading"),
    ).toHaveText("Pick a time");

    const { bodies } = await answerInquiries(page, ["created"]);
    await open(page, "/contact");
    await page.getByRole("textbox", { name: /name/i }).first().fill("Jane Cooper");
    await page.getByRole("textbox", { name: /e-?mail/i }).fill("jane@clinic.com");
    await page.getByRole("textbox", { name: /message/i }).fill("We miss about 20 calls a week.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(await violations()).toEqual([]);
  });
});
