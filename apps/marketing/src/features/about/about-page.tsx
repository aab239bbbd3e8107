import { aboutPage, homePage, routes } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../../shared/deferred";
import { aboutPageJsonLd, breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import { AboutStory } from "./about-story";

// Below the story, each section hydrates from its own chunk when the visitor nears it.
const StatsStrip = deferred("about-stats", () => import("../../shared/sections/stats-strip"));
const Values = deferred("values", () => import("../../shared/sections/feature-grid"));
const ProcessSteps = deferred("process-steps", () => import("../../shared/sections/process-steps"));
const MilestoneTimeline = deferred("milestones", () => import("./milestone-timeline"));
const TeamGrid = deferred("team", () => import("./team-grid"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

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
