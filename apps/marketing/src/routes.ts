import { routes as paths, type RouteKey } from "@novaline/content";
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { publicRouteKeys } from "./lib/site-paths";

// The route table of @novaline/content. Pages not built yet share the interim page, each under
// its own id; unknown paths get the 404 page.
const built: Partial<Record<RouteKey, string>> = {
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
const interim = publicRouteKeys.filter((key) => key !== "home" && !(key in built));

export default [
  index("routes/home.tsx"),
  ...Object.entries(built).map(([key, file]) => route(paths[key as RouteKey].slice(1), file)),
  ...interim.map((key) => route(paths[key].slice(1), "routes/interim.tsx", { id: key })),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("blog/rss.xml", "routes/blog-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
