import { aboutPage, homePage, routes } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../lib/deferred";
import { aboutPageJsonLd, breadcrumbJsonLd, routeMetaTags } from "../lib/meta";
import { metaFromLoader } from "../lib/route-meta";
import { PageIntro } from "../sections/page-intro";
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
      <PageIntro {...hero} />
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
