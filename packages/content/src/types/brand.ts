import type { IconName, Link } from "./media.js";

/** Social networks the footer links to. @public */
export type SocialNetwork = "instagram" | "youtube" | "x" | "facebook" | "linkedin" | "threads";

/** A profile on a social network. @public */
export interface SocialLink extends Link {
  network: SocialNetwork;
  icon: IconName;
}

/** A chat channel visitors can message us on directly. @public */
export interface ChatLink extends Link {
  channel: "whatsapp" | "messenger";
  icon: IconName;
}

/** A postal address, printable and usable in structured data. @public */
export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  country: string;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
}

/** Ids of the headline claims. @public */
export type HeadlineClaimId =
  | "revenue"
  | "never-miss"
  | "support"
  | "scale"
  | "unanswered-calls"
  | "unanswered-chats"
  | "hours-saved"
  | "trusted"
  | "hipaa"
  | "trial"
  | "setup";

/** A marketing claim: a short figure and the sentence it belongs to. @public */
export interface HeadlineClaim {
  id: HeadlineClaimId;
  figure: string;
  text: string;
}

/** Everything that identifies the company. @public */
export interface Brand {
  name: string;
  legalName: string;
  /** The split wordmark: `first` and `second` are styled differently. */
  wordmark: { first: string; second: string };
  /** Name of the live voice agent visitors talk to. */
  liveAiName: string;
  tagline: string;
  /** Canonical origin of the public site, without trailing slash. */
  siteUrl: string;
  /** Origin of the staff admin app (its own deploy), without trailing slash. */
  adminUrl: string;
  /** Origin of the inquiries API the site's forms post to, without trailing slash. */
  apiUrl: string;
  email: string;
  phone: { display: string; href: string };
  address: PostalAddress;
  foundedYear: number;
  social: readonly SocialLink[];
  chat: readonly ChatLink[];
  /** Logo images in fallback order: each is tried when the one before fails to load. */
  logoFallbacks: readonly string[];
  claims: readonly HeadlineClaim[];
}
