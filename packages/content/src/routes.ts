/**
 * The site's route table: every path a page of the public site or the admin area answers.
 * Links in the content must point at one of these (checked in tests).
 * @public
 */
export const routes = {
  home: "/",
  about: "/about",
  services: "/services",
  aiAgentInteraction: "/services/AIAgentInteraction",
  chatbotShowcase: "/services/ChatbotShowcase",
  testimonials: "/testimonials",
  pricing: "/pricing",
  contact: "/contact",
  booking: "/booking",
  roi: "/roi",
  aiCaller: "/ai-caller",
  aiChatbot: "/ai-chatbot",
  blog: "/blog",
  blogPost: "/blog/:slug",
  privacyPolicy: "/privacy-policy",
  landing: "/landing",
  adminLogin: "/admin/login",
  adminInquiries: "/admin/inquiries",
  /** The inbox's first address, from when it held maintenance inquiries only: leads to `adminInquiries`. */
  adminInquiriesLegacy: "/admin/maintenance-inquiries",
  adminDoNotCall: "/admin/do-not-call",
  adminInsights: "/admin/insights",
} as const;

/** Name of a route of the route table. @public */
export type RouteKey = keyof typeof routes;

/** A path pattern of the route table (`/blog/:slug` keeps its parameter). @public */
export type RoutePattern = (typeof routes)[RouteKey];

/** Routes served by the admin deploy rather than the public site. @public */
export const adminRouteKeys = [
  "adminLogin",
  "adminInquiries",
  "adminInquiriesLegacy",
  "adminDoNotCall",
  "adminInsights",
] as const satisfies readonly RouteKey[];

/**
 * Path of one blog post.
 * @example blogPostPath("missed-calls-cost") // "/blog/missed-calls-cost"
 * @public
 */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((part) => (part.startsWith(":") ? "[^/#?]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${source}$`);
}

const routeMatchers = Object.values(routes).map(patternToRegExp);

/**
 * Whether an internal link (path, optionally with `?query` and `#anchor`) points at a route of
 * the route table.
 * @example isKnownRoute("/services#ai-caller-demo") // true
 * @example isKnownRoute("/servises") // false
 * @public
 */
export function isKnownRoute(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  return routeMatchers.some((matcher) => matcher.test(path));
}
