import type { ImageAsset } from "@novaline/content";
import { badgeVariants, buttonVariants } from "@novaline/ui";
import { ArrowRight, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { scrollBehavior } from "../../shared/motion";
import { revealThrough } from "../../shared/lazy-dom";
import { UnbrokenCompounds } from "../../shared/unbroken-compounds";

export interface ProductHeroProps {
  eyebrow: string;
  headline: string;
  tagline: string;
  primaryCta: { label: string; href: string };
  secondaryCta: { label: string };
  image: ImageAsset;
  /** Id of the interactive demo that "Watch Demo" scrolls to. */
  demoId: string;
}

/** A product page's first screen: the promise, a free trial and a way to see it work. */
export function ProductHero({
  eyebrow,
  headline,
  tagline,
  primaryCta,
  secondaryCta,
  image,
  demoId,
}: ProductHeroProps) {
  function watchDemo() {
    revealThrough(demoId);
    const demo = document.getElementById(demoId);
    if (!demo) return;
    demo.scrollIntoView({ behavior: scrollBehavior() });
    demo.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  }

  return (
    <section className="relative overflow-hidden bg-aurora">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:pb-24">
        <div className="grid justify-items-start gap-6">
          <span className={badgeVariants({ variant: "brand" })}>{eyebrow}</span>
          <h1 className="font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl">
            {headline}
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            <UnbrokenCompounds text={tagline} />
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={primaryCta.href} className={buttonVariants({ size: "lg" })}>
              {primaryCta.label} <ArrowRight aria-hidden="true" />
            </Link>
            <button
              type="button"
              className={buttonVariants({ size: "lg", variant: "outline" })}
              onClick={watchDemo}
            >
              <PlayCircle aria-hidden="true" /> {secondaryCta.label}
            </button>
          </div>
        </div>
        {/* In a <picture>, so that React does not preload it from <head>: on a phone that download
            shared the connection with the stylesheet the first paint waits for (FCP 115 ms later on
            /ai-caller), and there the headline above, not this image, is the largest paint. With
            `contents` the <img> stays the grid's item. */}
        <picture className="contents">
          <img
            src={image.src}
            srcSet={image.srcSet}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl border border-border bg-card shadow-elevated"
          />
        </picture>
      </div>
    </section>
  );
}
