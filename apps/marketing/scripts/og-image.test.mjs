// @vitest-environment node
import { describe, expect, it } from "vitest";
import { cardOf, clip, OG_HEIGHT, OG_WIDTH, renderOgImage } from "./og-image.mjs";

const page = (title, breadcrumb) => `<html><head>
<meta property="og:title" content="${title}"/>
<meta property="og:description" content="Tom &amp; Jerry&#x27;s clinic"/>
<meta property="og:image" content="https://novaline.ai/og/pricing.png"/>
${breadcrumb ? `<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home","item":"https://novaline.ai/"},{"@type":"ListItem","position":2,"name":"${breadcrumb}","item":"https://novaline.ai/x"}]}</script>` : ""}
</head></html>`;

describe("cardOf", () => {
  it("takes the title without the brand, the decoded description, the section and the image", () => {
    expect(cardOf(page("Pricing Plans | NovaLine", "Pricing"))).toEqual({
      image: "https://novaline.ai/og/pricing.png",
      title: "Pricing Plans",
      description: "Tom & Jerry's clinic",
      eyebrow: "Pricing",
    });
  });

  it("drops the brand in front of the home page's title, which has no section", () => {
    const card = cardOf(page("NovaLine | Advanced AI Voice Agents", undefined));
    expect(card.title).toBe("Advanced AI Voice Agents");
    expect(card.eyebrow).not.toBe("");
  });
});

describe("clip", () => {
  it("keeps short text and cuts long text at a word, with an ellipsis", () => {
    expect(clip("Short text", 20)).toBe("Short text");
    expect(clip("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
  });
});

it("renders a 1200×630 PNG", async () => {
  const png = await renderOgImage({
    title: "Pricing Plans",
    eyebrow: "Pricing",
    description: "Setup and maintenance plans",
    wordmark: ["Nova", "Line"],
    domain: "novaline.ai",
  });
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([OG_WIDTH, OG_HEIGHT]);
}, 20_000);
