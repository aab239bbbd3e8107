import { z } from "zod";
import { iconNameSchema, linkShape } from "./media.js";
import { origin, sentence, text, type Enum, type Strict } from "./primitives.js";

const SOCIAL_NETWORKS = ["instagram", "youtube", "x", "facebook", "linkedin", "threads"] as const;
export type SocialNetworkSchema = Enum<typeof SOCIAL_NETWORKS>;
export const socialNetworkSchema: SocialNetworkSchema = z.enum(SOCIAL_NETWORKS);
/** Social networks the footer links to. @public */
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

const socialLinkShape = { ...linkShape, network: socialNetworkSchema, icon: iconNameSchema };
export type SocialLinkSchema = Strict<typeof socialLinkShape>;
export const socialLinkSchema: SocialLinkSchema = z.strictObject(socialLinkShape);
/** A profile on a social network. @public */
export type SocialLink = z.infer<typeof socialLinkSchema>;

const chatLinkShape = {
  ...linkShape,
  channel: z.enum(["whatsapp", "messenger"]),
  icon: iconNameSchema,
};
export type ChatLinkSchema = Strict<typeof chatLinkShape>;
export const chatLinkSchema: ChatLinkSchema = z.strictObject(chatLinkShape);
/** A chat channel visitors can message us on directly. @public */
export type ChatLink = z.infer<typeof chatLinkSchema>;

const postalAddressShape = {
  streetAddress: text,
  locality: text,
  region: text,
  postalCode: text,
  country: text,
  /** ISO 3166-1 alpha-2 code. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
};
export type PostalAddressSchema = Strict<typeof postalAddressShape>;
export const postalAddressSchema: PostalAddressSchema = z.strictObject(postalAddressShape);
/** A postal address, printable and usable in structured data. @public */
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const HEADLINE_CLAIM_IDS = [
  "revenue",
  "never-miss",
  "support",
  "scale",
  "unanswered-calls",
  "unanswered-chats",
  "hours-saved",
  "trusted",
  "hipaa",
  "trial",
  "setup",
] as const;
export type HeadlineClaimIdSchema = Enum<typeof HEADLINE_CLAIM_IDS>;
export const headlineClaimIdSchema: HeadlineClaimIdSchema = z.enum(HEADLINE_CLAIM_IDS);
/** Ids of the headline claims. @public */
export type HeadlineClaimId = z.infer<typeof headlineClaimIdSchema>;

const headlineClaimShape = { id: headlineClaimIdSchema, figure: text, text: sentence };
export type HeadlineClaimSchema = Strict<typeof headlineClaimShape>;
export const headlineClaimSchema: HeadlineClaimSchema = z.strictObject(headlineClaimShape);
/** A marketing claim: a short figure and the sentence it belongs to. @public */
export type HeadlineClaim = z.infer<typeof headlineClaimSchema>;

const brandShape = {
  name: text,
  legalName: text,
  /** The split wordmark: `first` and `second` are styled differently. */
  wordmark: z.strictObject({ first: text, second: text }),
  /** Name of the live voice agent visitors talk to. */
  liveAiName: text,
  tagline: text,
  /** Canonical origin of the public site, without trailing slash. */
  siteUrl: origin,
  /** Origin of the staff admin app (its own deploy), without trailing slash. */
  adminUrl: origin,
  /** Origin of the inquiries API the site's forms post to, without trailing slash. */
  apiUrl: origin,
  email: z.email(),
  phone: z.strictObject({ display: text, href: z.string().regex(/^tel:\+\d{6,15}$/) }),
  address: postalAddressSchema,
  foundedYear: z.number().int(),
  social: z.array(socialLinkSchema).length(6).readonly(),
  chat: z.array(chatLinkSchema).length(2).readonly(),
  /** Logo images in fallback order: each is tried when the one before fails to load. */
  logoFallbacks: z
    .array(z.string().regex(/^\/[a-z-]+\.(webp|png|ico)$/))
    .length(3)
    .readonly(),
  claims: z.array(headlineClaimSchema).min(11).readonly(),
};
export type BrandSchema = Strict<typeof brandShape>;
export const brandSchema: BrandSchema = z.strictObject(brandShape);
/** Everything that identifies the company. @public */
export type Brand = z.infer<typeof brandSchema>;
