import { useMemo } from "react";
import { metaFromLoader } from "../../shared/route-meta";
import { useActiveSection } from "./use-active-section";
import { LegalBlocks } from "./legal-blocks";
import type { loader } from "./privacy-policy-loader";
import { usePageData } from "../../shared/page-data";

export const meta = metaFromLoader;

export default function PrivacyPolicy() {
  const {
    title,
    description,
    lastUpdated,
    lastUpdatedText,
    lastUpdatedLabel,
    contentsLabel,
    sections,
  } = usePageData<typeof loader>();
  const active = useActiveSection(useMemo(() => sections.map((section) => section.id), [sections]));
  return (
    <>
      <section className="bg-aurora px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <div className="mx-auto grid max-w-3xl justify-items-center gap-4 text-center">
          <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">{description}</p>
          <p className="rounded-full border border-border bg-card px-4 py-1.5 text-sm text-muted-foreground shadow-card">
            {lastUpdatedLabel}{" "}
            <time dateTime={lastUpdated} className="font-semibold text-foreground">
              {lastUpdatedText}
            </time>
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
        <nav
          aria-labelledby="policy-contents"
          className="self-start rounded-3xl border border-border bg-card p-5 shadow-card lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        >
          <h2
            id="policy-contents"
            className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase"
          >
            {contentsLabel}
          </h2>
          <ol className="grid gap-1 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={active === section.id ? "location" : undefined}
                  className="block rounded-lg px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=location]:bg-primary/10 aria-[current=location]:font-semibold aria-[current=location]:text-primary"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="grid max-w-3xl min-w-0 gap-12 text-base leading-7 text-foreground/90">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="grid scroll-mt-24 gap-4"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-display text-2xl font-bold tracking-tight text-foreground sm:text-3xl"
              >
                {section.heading}
              </h2>
              <LegalBlocks blocks={section.blocks} tableLabel={section.tableLabel} />
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
