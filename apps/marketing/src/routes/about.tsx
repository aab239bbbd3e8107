import { aboutPage, homePage, routes } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../lib/deferred";
import { aboutPageJsonLd, breadcrumbJsonLd, routeMetaTags } from "../lib/meta";
import { metaFromLoader } from "../lib/route-meta";
import { AboutStory } from "../sections/about/about-story";

// Below the story, each section hydrates from its own chunk when the visitor nears it.
const StatsStrip = deferred("about-stats", () => import("../sections/home/stats-strip"));
const Values = deferred("values", () => import("../sections/product/feature-grid"));
const ProcessSteps = deferred("process-steps", () => import("../sections/home/process-steps"));
const MilestoneTimeline = deferred(
  "milestones",
  () => import("../sections/about/milestone-timeline"),
);
const TeamGrid = deferred("team", () => import("../sections/about/team-grid"));
const ClosingCta = deferred("closing-cta", () => import("../sections/closing-cta"));

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, story, mission, stats, values, milestones, team, cta } = aboutPage;
  return {
    meta: [
      ...routeMetaTags("about", routes.about),
      breadcrumbJsonLd([{ name: "About Us", path: routes.about }]),
      aboutPageJsonLd(team.members),
    ],
    hero,
    story,
    mission,
    stats,
    values,
    // How we work: the same four steps as the home page.
    process: homePage.process,
    milestones,
    team,
    cta,
  };
}

export const meta = metaFromLoader;

export default function About() {
  const { hero, story, mission, stats, values, process, milestones, team, cta } =
    useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-aurora px-4 pt-14 pb-10 sm:px-6 sm:pt-20">
        <div className="mx-auto grid max-w-3xl gap-4 text-center">
          <p className="text-sm font-semibold tracking-wider text-primary uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="font-display text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="text-lg text-pretty text-muted-foreground">{hero.description}</p>
        </div>
      </section>
      <AboutStory story={story} mission={mission} />
      <StatsStrip stats={stats} />
      <Values intro={values.intro} items={values.items} />
      <ProcessSteps {...process} />
      <MilestoneTimeline {...milestones} />
      <TeamGrid {...team} />
      <ClosingCta {...cta} />
    </>
  );
}
