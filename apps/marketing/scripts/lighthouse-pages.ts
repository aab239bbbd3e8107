// The pages Lighthouse measures by default, in `pnpm lighthouse` (CI's assertions) and in
// `pnpm bench:lighthouse`: the main routes of the site and one blog post.
export const LIGHTHOUSE_PAGES: readonly string[] = [
  "/",
  "/ai-caller",
  "/ai-chatbot",
  "/roi",
  "/pricing",
  "/landing",
  "/blog",
  "/blog/missed-calls-cost-dental-clinics",
];

/** The metrics both print beside the scores, by their short name. */
export const LIGHTHOUSE_METRICS: Record<string, string> = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};
