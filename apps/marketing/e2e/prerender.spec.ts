import { facts } from "@novaline/content";
import { expect, test } from "@playwright/test";
import { textOf } from "./fixtures";

// What crawlers and visitors without JavaScript get: the prerendered HTML alone.
test.use({ javaScriptEnabled: false });

test("the home page's HTML holds its title, tags, structured data and every section's content", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle("NovaLine | Advanced AI Voice Agents & Chatbots");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    "https://novaline.ai/",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /NovaLine builds AI voice agents/,
  );
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /AI voice agent/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /NovaLine/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "Organization", "WebSite"]));
  const organization = JSON.parse(
    jsonLd.find((text) => text.includes('"Organization"')) ?? "{}",
  ) as {
    priceRange: string;
    makesOffer: { offerCount: number };
    aggregateRating: { ratingValue: number; reviewCount: number };
  };
  expect(organization.priceRange).toBe("$1000–$10000");
  expect(organization.makesOffer.offerCount).toBe(5);
  // As the pages show it: no more reviews than the clients who gave them (issue 41).
  expect(organization.aggregateRating).toMatchObject({
    ratingValue: facts.rating.value,
    reviewCount: facts.rating.reviewCount,
  });

  const main = await textOf(page.getByRole("main"));
  expect(main).toContain("Recover up to $10k in Lost Revenue");
  expect(main).toContain("Welcome back, Maria!");
  expect(main).toContain("Data & Model Design");
  expect(main).toContain("Google Calendar");
  await expect(page.getByRole("contentinfo")).toContainText("Quick Links");
});

test("every page of the route table is prerendered with its own title, canonical and breadcrumb", async ({
  page,
}) => {
  for (const [path, title] of [
    ["/about", /^About Us/],
    ["/pricing", /Pricing/],
    ["/blog/missed-calls-cost-dental-clinics", /dental/i],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `https://novaline.ai${path}`,
    );
    expect(
      (await page.locator('script[type="application/ld+json"]').allTextContents()).join(),
    ).toContain("BreadcrumbList");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("every page of the sitemap has its own 1200×630 Open Graph card, named in its tags", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https:\/\/novaline\.ai([^<]*)<\/loc>/g)].map(
    ([, path]) => path ?? "/",
  );
  expect(paths.length).toBeGreaterThan(20);
  const images = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const tag = (attribute: string) =>
      new RegExp(`<meta ${attribute} content="([^"]+)"`).exec(html)?.[1] ?? "";
    const image = tag('property="og:image"');
    expect(image, path).toMatch(/^https:\/\/novaline\.ai\/og\/.+\.png$/);
    expect(tag('name="twitter:image"'), path).toBe(image);
    images.add(image);
    const png = await (await request.get(new URL(image).pathname)).body();
    // PNG header: the IHDR chunk holds width and height as big-endian 32-bit integers.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
  expect(images.size).toBe(paths.length);
});
