import { routes as paths, type RouteKey } from "@novaline/content";
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { publicRouteKeys } from "./lib/site-paths";

// The route table of @novaline/content. Pages not built yet share the interim page, each under
// its own id; unknown paths get the 404 page.
const built: Partial<Record<RouteKey, string>> = {
  about: "routes/about.tsx",
  aiCaller: "routes/ai-caller.tsx",
  aiChatbot: "routes/ai-chatbot.tsx",
  roi: "routes/roi.tsx",
};
const interim = publicRouteKeys.filter((key) => key !== "home" && !(key in built));

export default [
  index("routes/home.tsx"),
  ...Object.entries(built).map(([key, file]) => route(paths[key as RouteKey].slice(1), file)),
  ...interim.map((key) => route(paths[key].slice(1), "routes/interim.tsx", { id: key })),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
