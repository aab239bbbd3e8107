import { cn } from "../lib/cn.js";
import { Marquee, type MarqueeProps } from "./marquee.js";

/** One logo of a {@link LogoStrip}. @public */
export interface LogoStripLogo {
  /** The company or product name; the image's alt text. */
  name: string;
  /** Image URL (SVG or a transparent PNG/WebP works best). */
  src: string;
  /** The image's `srcset`, e.g. `/logo.webp 1x, /logo-2x.webp 2x` for high-density screens. */
  srcSet?: string;
  /** Makes the logo a link. */
  href?: string;
  /** Intrinsic width and height, to reserve space before the image loads. */
  width?: number;
  height?: number;
}

/** Props of {@link LogoStrip}. @public */
export interface LogoStripProps extends Omit<MarqueeProps, "children"> {
  /** The logos, in order. */
  logos: readonly LogoStripLogo[];
}

/**
 * A strip of logos scrolling sideways in a seamless loop — a {@link Marquee} of images, with the
 * same Pause/Resume button, hover/focus pause and standing still for reduced motion. Each logo's
 * `name` is its alt text; duplicates for the loop are hidden from screen readers.
 * @example
 * <LogoStrip
 *   label="Works with the apps your customers use"
 *   logos={[{ name: "WhatsApp", src: "/logos/whatsapp.svg" }, { name: "Messenger", src: "/logos/messenger.svg" }]}
 * />
 * @public
 */
export function LogoStrip({ logos, repeat = 2, className, ...props }: LogoStripProps) {
  return (
    <Marquee
      data-slot="logo-strip"
      repeat={repeat}
      className={cn("[--marquee-gap:--spacing(12)]", className)}
      {...props}
    >
      {logos.map((logo) => {
        const image = (
          <img
            src={logo.src}
            srcSet={logo.srcSet}
            alt={logo.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            className="h-10 w-auto max-w-40 object-contain opacity-80 transition-opacity duration-(--duration-fast) hover:opacity-100"
          />
        );
        return logo.href === undefined ? (
          <span key={logo.name} className="flex items-center">
            {image}
          </span>
        ) : (
          <a
            key={logo.name}
            href={logo.href}
            className="flex items-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
          >
            {image}
          </a>
        );
      })}
    </Marquee>
  );
}
