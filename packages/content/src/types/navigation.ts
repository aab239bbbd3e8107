import type { Link } from "./media.js";

/** The top bar: page links plus the prominent booking button. @public */
export interface HeaderNavigation {
  links: readonly Link[];
  cta: Link;
  /** Accessible label of the mobile menu toggle. */
  menuLabel: string;
}

/** A footer service link: goes to /services, then scrolls to `anchorId` after a short delay. @public */
export interface FooterServiceLink extends Link {
  anchorId: string;
  description: string;
}

/** The footer's link sets and copy. @public */
export interface FooterNavigation {
  tagline: string;
  servicesTitle: string;
  services: readonly FooterServiceLink[];
  /** Delay before scrolling to a service anchor after navigating, in ms. */
  serviceScrollDelayMs: number;
  contactTitle: string;
  quickLinksTitle: string;
  quickLinks: readonly Link[];
  socialTitle: string;
  /** Copyright line for a given year. */
  copyright: (year: number) => string;
}

/** Copy of the floating Voice Chat widget. @public */
export interface VoiceWidgetCopy {
  openLabel: string;
  closeLabel: string;
  text: string;
  startLabel: string;
  endLabel: string;
  connectingLabel: string;
  poweredBy: string;
}
