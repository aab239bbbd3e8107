import { brand } from "./brand.js";
import { routes } from "./routes.js";
import { pageTitle } from "./seo.js";
import type { AdminHandoffCopy, ComingSoonCopy, NotFoundCopy } from "./types/index.js";

/** What a route shows until its full page ships: an honest note and links that work. @public */
export const comingSoonPage: ComingSoonCopy = {
  badge: "Coming soon",
  text: `We are finishing the {page} page. Until it is live, hear ${brand.liveAiName} answer a call, estimate what missed calls cost you, or book a free demo and ask us anything.`,
  links: [
    { label: "Book a free demo", href: routes.booking },
    { label: "Calculate your ROI", href: routes.roi },
    { label: "See the AI Caller", href: routes.aiCaller },
  ],
};

/** The page for addresses that do not exist. @public */
export const notFoundPage: NotFoundCopy = {
  title: "We could not find that page",
  metaTitle: pageTitle("Page not found"),
  text: "The link may be old or mistyped. These pages are a good place to pick up from:",
  homeLabel: "Back to the home page",
  links: [
    { label: "AI Caller", href: routes.aiCaller },
    { label: "AI Chatbot", href: routes.aiChatbot },
    { label: "ROI calculator", href: routes.roi },
    { label: "Book a demo", href: routes.booking },
  ],
};

/**
 * The public site's `/admin/...` addresses: staff sign in on the admin app, a deploy of its own,
 * and these pages send them there. @public
 */
export const adminHandoffPage: AdminHandoffCopy = {
  title: "Staff sign-in",
  metaTitle: pageTitle("Staff sign-in"),
  text: `The ${brand.name} admin area has an address of its own. Taking you there now.`,
  linkLabel: "Continue to the admin area",
};
