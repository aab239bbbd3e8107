import { routes } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { webPageJsonLd } from "./legal-meta";

const jsonOf = (descriptor: unknown) =>
  (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("webPageJsonLd", () => {
  it("carries the page's last change", () => {
    expect(
      jsonOf(
        webPageJsonLd({
          name: "Privacy Policy",
          description: "How we handle data.",
          path: routes.privacyPolicy,
          dateModified: "2026-11-23",
        }),
      ),
    ).toMatchObject({
      "@type": "WebPage",
      url: "https://novaline.ai/privacy-policy",
      dateModified: "2026-11-23",
    });
  });
});
