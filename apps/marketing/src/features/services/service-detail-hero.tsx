import type { ImageAsset, Link as LinkCopy, SectionIntro } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

export interface ServiceDetailHeroProps {
  hero: SectionIntro & { image: ImageAsset };
  breadcrumb: { label: string; trail: readonly Crumb[] };
  primary: LinkCopy;
  secondary: LinkCopy;
}

/** The top of a service detail page: breadcrumb, the page's h1, its two next steps and artwork. */
export function ServiceDetailHero({
  hero,
  breadcrumb,
  primary,
  secondary,
}: ServiceDetailHeroProps) {
  const { eyebrow, title, description, image } = hero;
  return (
    <section className="bg-aurora pt-8 pb-14 sm:pt-10 sm:pb-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6">
        <Breadcrumbs {...breadcrumb} />
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-14">
          <div className="grid content-start gap-5">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wider text-primary uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              {title}
            </h1>
            {description ? (
              <p className="text-lg text-pretty text-muted-foreground">{description}</p>
            ) : null}
            <div className="flex flex-wrap gap-3 pt-2">
              <Link to={primary.href} className={buttonVariants({ size: "lg" })}>
                {primary.label} <ArrowRight aria-hidden="true" />
              </Link>
              <Link
                to={secondary.href}
                className={buttonVariants({ size: "lg", variant: "outline" })}
              >
                {secondary.label}
              </Link>
            </div>
          </div>
          <img
            src={image.src}
            srcSet={image.srcSet}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] border border-border shadow-elevated"
          />
        </div>
      </div>
    </section>
  );
}
