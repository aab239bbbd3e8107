import type { AboutPageContent } from "@novaline/content";
import { SectionHeading } from "@novaline/ui";

/** How the company began, beside the map from Ahmedabad to Main Street, and its mission. */
export function AboutStory({ story, mission }: Pick<AboutPageContent, "story" | "mission">) {
  return (
    <section className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div className="grid gap-5">
          <SectionHeading eyebrow={story.intro.eyebrow} title={story.intro.title} />
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <div className="grid gap-6">
          <img
            src={story.image.src}
            srcSet={story.image.srcSet}
            alt={story.image.alt}
            width={story.image.width}
            height={story.image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-3xl border border-border bg-card shadow-card"
          />
          <div className="rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card">
            <h2 className="text-sm font-semibold tracking-wider text-primary uppercase">
              {mission.title}
            </h2>
            <p className="mt-2 text-lg font-medium text-pretty">{mission.text}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
