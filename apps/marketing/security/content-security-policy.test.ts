// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  inlineScriptHashes,
  serializePolicy,
  withPolicyMeta,
} from "../../../tooling/content-security-policy.ts";
import { siteContentSecurityPolicy } from "./content-security-policy";

const CALENDLY = "https://calendly.com/novaline-ai/30min";
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("siteContentSecurityPolicy", () => {
  it("allows the API, Vapi, Daily and the calendar, and no eval or inline script", () => {
    const policy = siteContentSecurityPolicy({ apiUrl: "https://api.example.com/v1/" }, CALENDLY);
    expect(policy["connect-src"]).toEqual(
      expect.arrayContaining([
        "'self'",
        "https://api.example.com",
        "https://api.vapi.ai",
        "wss://*.daily.co",
      ]),
    );
    expect(policy["script-src"]).toContain("https://*.daily.co");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["frame-src"]).toEqual(["https://calendly.com"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
  });

  it("without settings, uses the brand's API and lets no tracker or error reporter in", () => {
    const policy = siteContentSecurityPolicy({}, CALENDLY);
    expect(policy["connect-src"]).toContain("https://api.novaline.ai");
    const everything = Object.values(policy).flat().join(" ");
    expect(everything).not.toMatch(/facebook|sentry/);
  });

  it("adds the pixel's and Sentry's hosts only when the build turns them on", () => {
    const policy = siteContentSecurityPolicy(
      { metaPixelId: "123", sentryDsn: "https://key@o42.ingest.sentry.io/7" },
      CALENDLY,
    );
    expect(policy["script-src"]).toContain("https://connect.facebook.net");
    expect(policy["img-src"]).toContain("https://www.facebook.com");
    expect(policy["connect-src"]).toContain("https://o42.ingest.sentry.io");
    expect(policy["connect-src"]).not.toContain("https://key@o42.ingest.sentry.io");
  });

  it("allows Turnstile's script and frame only when the build has a site key", () => {
    const off = siteContentSecurityPolicy({}, CALENDLY);
    expect(JSON.stringify(off)).not.toContain("challenges.cloudflare.com");
    const on = siteContentSecurityPolicy(
      { turnstileSiteKey: "1x00000000000000000000AA" },
      CALENDLY,
    );
    expect(on["script-src"]).toContain("https://challenges.cloudflare.com");
    expect(on["frame-src"]).toContain("https://challenges.cloudflare.com");
    expect(on["connect-src"]).not.toContain("https://challenges.cloudflare.com");
  });

  it("frames the configured calendar when it is https, else the content's", () => {
    expect(
      siteContentSecurityPolicy({ bookingUrl: "https://cal.example.com/demo" }, CALENDLY)[
        "frame-src"
      ],
    ).toEqual(["https://cal.example.com"]);
    expect(
      siteContentSecurityPolicy({ bookingUrl: "http://cal.example.com/demo" }, CALENDLY)[
        "frame-src"
      ],
    ).toEqual(["https://calendly.com"]);
  });
});

describe("withPolicyMeta", () => {
  const page = (head: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body></body></html>`;

  it("hashes exactly the inline scripts that run, not data blocks or external scripts", () => {
    const html = page(
      `<script>a()</script><script type="module">import "/b.js"</script>` +
        `<script type="application/ld+json">{"@type":"Thing"}</script><script src="/c.js"></script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256('import "/b.js"')]);
  });

  it("puts the policy right after the charset, before any script, with the page's hashes", () => {
    const html = withPolicyMeta(page("<script>a()</script>"), {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
    });
    expect(html).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${sha256("a()")}"/><script>`,
    );
  });

  it("refuses a page that has no head or already has a policy", () => {
    expect(() => withPolicyMeta("<p>fragment</p>", {})).toThrow(/no <head>/);
    const once = withPolicyMeta(page(""), { "default-src": ["'self'"] });
    expect(() => withPolicyMeta(once, {})).toThrow(/already has/);
  });

  it("writes directives without sources, and each source once", () => {
    expect(
      serializePolicy({ "upgrade-insecure-requests": [], "img-src": ["'self'", "'self'"] }),
    ).toBe("upgrade-insecure-requests; img-src 'self'");
  });
});
