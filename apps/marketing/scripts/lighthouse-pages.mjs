// The pages Lighthouse measures by default, in `pnpm lighthouse` (CI's assertions) and in
// `pnpm bench:lighthouse`: the main routes of the site and one blog post.
export const LIGHTHOUSE_PAGES = [
  "/",
  "/ai-caller",
  "/ai-chatbot",
  "/roi",
  "/pricing",
  "/landing",
  "/blog",
  "/blog/missed-calls-cost-dental-clinics",
];
