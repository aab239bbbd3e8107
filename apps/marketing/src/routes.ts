import { adminRouteKeys, routes as paths, type RouteKey } from "@novaline/content";
import { index, route, type RouteConfig } from "@react-router/dev/routes";

type PageKey = Exclude<RouteKey, "home" | "blogPost" | (typeof adminRouteKeys)[number]>;

// The route table of @novaline/content: one module per page (a route added to the table without
// a page fails the type check here); unknown paths get the 404 page. A route module only names
// its feature's page and loader (features/<feature>/<page>-page.tsx and <page>-loader.ts): the
// loader runs at build time, and React Router drops its export from the browser's bundle, so a
// loader kept in a file of its own never reaches the browser.
const pages: Record<PageKey, string> = {
  about: "routes/about.tsx",
  aiAgentInteraction: "routes/ai-agent-interaction.tsx",
  aiCaller: "routes/ai-caller.tsx",
  aiChatbot: "routes/ai-chatbot.tsx",
  blog: "routes/blog.tsx",
  booking: "routes/booking.tsx",
  chatbotShowcase: "routes/chatbot-showcase.tsx",
  contact: "routes/contact.tsx",
  landing: "routes/landing.tsx",
  pricing: "routes/pricing.tsx",
  privacyPolicy: "routes/privacy-policy.tsx",
  roi: "routes/roi.tsx",
  services: "routes/services.tsx",
  testimonials: "routes/testimonials.tsx",
};

export default [
  index("routes/home.tsx"),
  ...Object.entries(pages).map(([key, file]) => route(paths[key as PageKey].slice(1), file)),
  // The admin app's paths, on the public site: they send staff to the admin app.
  ...adminRouteKeys.map((key) =>
    route(paths[key].slice(1), "routes/admin-handoff.tsx", { id: key }),
  ),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
