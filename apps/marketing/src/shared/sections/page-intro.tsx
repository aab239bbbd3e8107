import type { SectionIntro } from "@novaline/content";

/** The top of a page: eyebrow, the page's one h1 and its description, on the aurora band. */
export function PageIntro({ eyebrow, title, description }: SectionIntro) {
  return (
    <section className="bg-aurora px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
      <div className="mx-auto grid max-w-3xl gap-4 text-center">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {description ? (
          <p className="text-lg text-pretty text-muted-foreground">{description}</p>
        ) : null}
      </div>
    </section>
  );
}
