import { z } from "zod";
import { metricKeySchema } from "./facts.js";
import { sentence, text, href, type Enum, type Strict } from "./primitives.js";

const ICON_NAMES = [
  "arrow-right",
  "bar-chart",
  "bot",
  "brain",
  "building",
  "calendar-check",
  "calendar-x",
  "car",
  "check-circle",
  "clock",
  "cog",
  "credit-card",
  "database",
  "dollar-sign",
  "globe",
  "graduation-cap",
  "handshake",
  "headphones",
  "heart-pulse",
  "hotel",
  "instagram",
  "landmark",
  "languages",
  "layers",
  "lock",
  "mail",
  "map-pin",
  "message-circle",
  "message-square",
  "messenger",
  "mic",
  "monitor",
  "package",
  "phone",
  "phone-call",
  "phone-incoming",
  "phone-missed",
  "phone-outgoing",
  "plug",
  "repeat",
  "rocket",
  "scissors",
  "send",
  "shield-check",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "star",
  "target",
  "timer",
  "trending-up",
  "truck",
  "user-check",
  "users",
  "wallet",
  "whatsapp",
  "workflow",
  "zap",
  "facebook",
  "linkedin",
  "threads",
  "x-twitter",
  "youtube",
] as const;
export type IconNameSchema = Enum<typeof ICON_NAMES>;
export const iconNameSchema: IconNameSchema = z.enum(ICON_NAMES);
/**
 * Names of the icons the copy refers to. Content carries no React: the UI maps each name to an
 * icon component (the names follow the Lucide icon set, kebab-case).
 * @public
 */
export type IconName = z.infer<typeof iconNameSchema>;

const imageAssetShape = {
  /** Site-absolute path, e.g. `/images/blog/missed-calls.webp`. The file lives in `public/`. */
  src: z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|webp|jpg)$/, "an image under /images/"),
  /** Alternative text; empty string only for purely decorative images. */
  alt: z.string(),
  /** Intrinsic width in CSS pixels, so pages can reserve space and avoid layout shift. */
  width: z.number().int().positive(),
  /** Intrinsic height in CSS pixels. */
  height: z.number().int().positive(),
  /**
   * The `srcset` attribute: copies at other densities (`/images/x.webp 1x, /images/x-2x.webp 2x`)
   * or widths (`/images/x-720w.webp 720w, /images/x.webp 1200w`, the page gives `sizes`).
   */
  srcSet: z
    .string()
    .regex(
      /^(\/images\/[a-z0-9/-]+\.(webp|png|jpg) \d+[wx], )*\/images\/[a-z0-9/-]+\.(webp|png|jpg) \d+[wx]$/,
      "image URLs under /images/ with their widths or densities",
    )
    .optional(),
};
export type ImageAssetSchema = Strict<typeof imageAssetShape>;
export const imageAssetSchema: ImageAssetSchema = z.strictObject(imageAssetShape);
/** An image that is not decorative: its `alt` says what it shows. */
export const describedImageSchema: ImageAssetSchema = imageAssetSchema.extend({ alt: text });
/**
 * An image kept in this package's `public/` folder, addressed by its site-absolute path
 * (`/images/...`), with the alternative text a screen reader announces.
 * Decorative images use an empty `alt`.
 * @public
 */
export type ImageAsset = z.infer<typeof imageAssetSchema>;

const videoAssetShape = {
  /** Site-absolute path of an MP4 (H.264/AAC) file. */
  src: z.string().regex(/^\/videos\/[a-z0-9-]+\.mp4$/, "an MP4 under /videos/"),
  /** Poster frame, also the fallback when the video cannot play. */
  poster: describedImageSchema,
  /** Short description of what the video shows, for its accessible name. */
  title: text,
  /** Text of what is said in the video, for captions and people who cannot play it. */
  transcript: sentence,
};
export type VideoAssetSchema = Strict<typeof videoAssetShape>;
export const videoAssetSchema: VideoAssetSchema = z.strictObject(videoAssetShape);
/**
 * A video kept in this package's `public/` folder, with the poster shown before playback and
 * in place of the video when it fails to load.
 * @public
 */
export type VideoAsset = z.infer<typeof videoAssetSchema>;

export const linkShape = {
  label: text,
  href,
  /** Text for assistive technology when the visible label alone is ambiguous. */
  ariaLabel: text.optional(),
};
export type LinkSchema = Strict<typeof linkShape>;
export const linkSchema: LinkSchema = z.strictObject(linkShape);
/** A link with a visible label. `href` is a site route (optionally with `#anchor`) or an absolute URL. @public */
export type Link = z.infer<typeof linkSchema>;

const callToActionShape = {
  label: text,
  /** Where it goes. Absent when the page attaches an action instead (e.g. starting a call). */
  href: href.optional(),
};
export type CallToActionSchema = Strict<typeof callToActionShape>;
export const callToActionSchema: CallToActionSchema = z.strictObject(callToActionShape);
/** A call to action: a link or an action button the page wires up. @public */
export type CallToAction = z.infer<typeof callToActionSchema>;

export const featureItemShape = { icon: iconNameSchema, title: text, description: sentence };
export type FeatureItemSchema = Strict<typeof featureItemShape>;
export const featureItemSchema: FeatureItemSchema = z.strictObject(featureItemShape);
/** Small item with an icon, a title and a description (steps, benefits, channels). @public */
export type FeatureItem = z.infer<typeof featureItemSchema>;

const countUpShape = {
  to: z.number(),
  decimals: z.number().int().min(0).max(2).optional(),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
};
const statFigureShape = {
  value: text,
  label: text,
  countUp: z.strictObject(countUpShape).optional(),
  /** What the figure measures (a footnote or tooltip), for measured figures. */
  detail: sentence.optional(),
  /** The fact the figure states, if any: the figure is then `metrics[fact]`, word for word. */
  fact: metricKeySchema.optional(),
};
export type StatFigureSchema = Strict<typeof statFigureShape>;
export const statFigureSchema: StatFigureSchema = z.strictObject(statFigureShape);
/**
 * A headline figure. `value` is what is printed; `countUp` (when present) lets the UI animate
 * from 0 to `to` and print `prefix + formatted + suffix`, ending on exactly `value`.
 * @public
 */
export type StatFigure = z.infer<typeof statFigureSchema>;

const metricShape = { ...statFigureShape, fact: metricKeySchema };
export type MetricSchema = Strict<typeof metricShape>;
export const metricSchema: MetricSchema = z.strictObject(metricShape);
/**
 * A fact as the pages state it: one value, in one unit, under one label, with what it measures.
 * Pages print `metrics[key]` as it is, so a fact reads the same wherever it appears.
 * @public
 */
export type Metric = z.infer<typeof metricSchema>;

const faqItemShape = { q: z.string().trim().endsWith("?"), a: sentence };
export type FaqItemSchema = Strict<typeof faqItemShape>;
export const faqItemSchema: FaqItemSchema = z.strictObject(faqItemShape);
/** One question of an FAQ. @public */
export type FaqItem = z.infer<typeof faqItemSchema>;

export const sectionIntroShape = {
  eyebrow: text.optional(),
  title: text,
  description: sentence.optional(),
  /** Small print shown under the section, such as a "results vary" note beside figures. */
  footnote: sentence.optional(),
};
export type SectionIntroSchema = Strict<typeof sectionIntroShape>;
export const sectionIntroSchema: SectionIntroSchema = z.strictObject(sectionIntroShape);
/** A heading with an optional eyebrow and supporting text, as sections open with. @public */
export type SectionIntro = z.infer<typeof sectionIntroSchema>;
