import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { recordCspViolations } from "../../../tooling/csp-violations.ts";
import { hydrateSection, open, scrollThrough } from "./fixtures";
import { answerInquiries } from "./inquiry-api";
import { answerVoiceNetwork, ROOM_URL } from "./voice-network";

// The site as the host serves it (tooling/static-host.ts: firebase.json's headers) with the
// policy each page carries: nothing the site does may be refused by it.

const client = new URL("../build/client/", import.meta.url).pathname;
/** Every prerendered page of the build, as its path (`/`, `/about`, `/blog/…`). */
const paths = readdirSync(client, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith("index.html"))
  .map((file) => `/${file.replace(/\/?index\.html$/, "")}`)
  .sort();

/** A page's policy as its <meta> states it, directive → sources. */
function policyOf(html: string) {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
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

  // The accessibility sweep loads and scrolls through every page with the policy on, and fails
  // on anything it refused; here, each page's policy itself.
  test("every page carries a strict policy: its own script hashes, no inline or eval", async ({
    request,
  }) => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const policy = policyOf(html);
      const scripts = policy.get("script-src") ?? [];
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(policy.get("object-src"), path).toEqual(["'none'"]);
      expect(policy.get("base-uri"), path).toEqual(["'self'"]);
      // Every inline script of the page is allowed by its hash, and only those.
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      expect(scripts.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual(
        [
          ...new Set(
            inline.map(
              ([, body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
            ),
          ),
        ].sort(),
      );
    }
  });

  test("the voice demo reaches Vapi and Daily through the policy", async ({ page }) => {
    const violations = await recordCspViolations(page);
    // The real SDK with a key, and the network answered (./voice-network): Vapi creates the
    // call, and Daily's CDN sends its call machine, a script the policy must let run.
    const voice = await answerVoiceNetwork(page);
    await open(page, "/");
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await voice.agentListens();
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    // The agent's voice plays and is drawn.
    await voice.agentSpeaks();
    await expect(panel.getByRole("meter", { name: "AI voice level" })).toHaveAttribute(
      "data-heard",
      "true",
    );
    expect(voice.webCalls).toHaveLength(1);
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);
    expect(voice.strayRequests).toEqual([]);
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
    await hydrateSection(page, "contact-form");
    await page.getByRole("textbox", { name: /name/i }).first().fill("Jane Cooper");
    await page.getByRole("textbox", { name: /e-?mail/i }).fill("jane@clinic.com");
    await page.getByRole("textbox", { name: /message/i }).fill("We miss about 20 calls a week.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => bodies.length).toBe(1);
    expect(await violations()).toEqual([]);
  });
});
