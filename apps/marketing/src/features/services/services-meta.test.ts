import { routes, servicesPage } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { offeringsJsonLd, serviceJsonLd } from "./services-meta";

const jsonOf = (descriptor: unknown) =>
  (descriptor as { "script:ld+json": Record<string, unknown> })["script:ld+json"];

describe("serviceJsonLd", () => {
  it("describes a Service with an absolute URL and its provider", () => {
    const data = jsonOf(
      serviceJsonLd({
        name: "AI Voice Agent",
        description: "Answers calls.",
        path: routes.aiAgentInteraction,
      }),
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "AI Voice Agent",
      serviceType: "AI Voice Agent",
      url: "https://novaline.ai/services/AIAgentInteraction",
      provider: { "@type": "Organization", name: "NovaLine" },
    });
    expect(data.areaServed).toContainEqual({ "@type": "Country", name: "United States" });
  });
});

describe("offeringsJsonLd", () => {
  it("gives each offering of the Services page its own Service at its anchor", () => {
    const urls = offeringsJsonLd(servicesPage.offerings, routes.services).map(
      (descriptor) => jsonOf(descriptor).url,
    );
    expect(urls).toEqual([
      "https://novaline.ai/services#ai-caller-demo",
      "https://novaline.ai/services#chatbot-showcase",
      "https://novaline.ai/services#auto-scheduling",
    ]);
  });
});
