/**
 * Names of the icons the copy refers to. Content carries no React: the UI maps each name to an
 * icon component (the names follow the Lucide icon set, kebab-case).
 * @public
 */
export type IconName =
  | "arrow-right"
  | "bar-chart"
  | "bot"
  | "brain"
  | "building"
  | "calendar-check"
  | "calendar-x"
  | "car"
  | "check-circle"
  | "clock"
  | "cog"
  | "credit-card"
  | "database"
  | "dollar-sign"
  | "globe"
  | "graduation-cap"
  | "handshake"
  | "headphones"
  | "heart-pulse"
  | "hotel"
  | "instagram"
  | "landmark"
  | "languages"
  | "layers"
  | "lock"
  | "mail"
  | "map-pin"
  | "message-circle"
  | "message-square"
  | "messenger"
  | "mic"
  | "monitor"
  | "package"
  | "phone"
  | "phone-call"
  | "phone-incoming"
  | "phone-missed"
  | "phone-outgoing"
  | "plug"
  | "repeat"
  | "rocket"
  | "scissors"
  | "send"
  | "shield-check"
  | "shopping-cart"
  | "smartphone"
  | "sparkles"
  | "star"
  | "target"
  | "timer"
  | "trending-up"
  | "truck"
  | "user-check"
  | "users"
  | "wallet"
  | "whatsapp"
  | "workflow"
  | "zap"
  | "facebook"
  | "linkedin"
  | "threads"
  | "x-twitter"
  | "youtube";

/**
 * An image kept in this package's `public/` folder, addressed by its site-absolute path
 * (`/images/...`), with the alternative text a screen reader announces.
 * Decorative images use an empty `alt`.
 * @public
 */
export interface ImageAsset {
  /** Site-absolute path, e.g. `/images/blog/missed-calls.svg`. The file lives in `public/`. */
  src: string;
  /** Alternative text; empty string only for purely decorative images. */
  alt: string;
  /** Intrinsic width in CSS pixels, so pages can reserve space and avoid layout shift. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
}

/**
 * A video kept in this package's `public/` folder, with the poster shown before playback and
 * in place of the video when it fails to load.
 * @public
 */
export interface VideoAsset {
  /** Site-absolute path of an MP4 (H.264/AAC) file. */
  src: string;
  /** Poster frame, also the fallback when the video cannot play. */
  poster: ImageAsset;
  /** Short description of what the video shows, for its accessible name. */
  title: string;
  /** Text of what is said in the video, for captions and people who cannot play it. */
  transcript: string;
}

/** A link with a visible label. `href` is a site route (optionally with `#anchor`) or an absolute URL. @public */
export interface Link {
  label: string;
  href: string;
  /** Text for assistive technology when the visible label alone is ambiguous. */
  ariaLabel?: string;
}

/** A call to action: a link or an action button the page wires up. @public */
export interface CallToAction {
  label: string;
  /** Where it goes. Absent when the page attaches an action instead (e.g. starting a call). */
  href?: string;
}

/** Small item with an icon, a title and a description (steps, benefits, channels). @public */
export interface FeatureItem {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A headline figure. `value` is what is printed; `countUp` (when present) lets the UI animate
 * from 0 to `to` and print `prefix + formatted + suffix`, ending on exactly `value`.
 * @public
 */
export interface StatFigure {
  value: string;
  label: string;
  countUp?: { to: number; decimals?: number; prefix?: string; suffix?: string };
  /** What the figure measures (a footnote or tooltip), for measured figures. */
  detail?: string;
}

/** One question of an FAQ. @public */
export interface FaqItem {
  q: string;
  a: string;
}

/** A heading with an optional eyebrow and supporting text, as sections open with. @public */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  description?: string;
  /** Small print shown under the section, such as a "results vary" note beside figures. */
  footnote?: string;
}
