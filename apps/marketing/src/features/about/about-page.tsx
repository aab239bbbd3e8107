import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import { AboutStory } from "./about-story";
import type { loader } from "./about-loader";
import { usePageData } from "../../shared/page-data";

// Below the story, each section hydrates from its own chunk when the visitor nears it.
const StatsStrip = deferred("about-stats", () => import("../../shared/sections/stats-strip"));
const Values = deferred("values", () => import("../../shared/sections/feature-grid"));
const ProcessSteps = deferred("process-steps", () => import("../../shared/sections/process-steps"));
const MilestoneTimeline = deferred("milestones", () => import("./milestone-timeline"));
const TeamGrid = deferred("team", () => import("./team-grid"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

export const meta = metaFromLoader;

export default function About() {
  const { hero, story, mission, stats, values, process, milestones, team, cta } =
    usePageData<typeof loader>();
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
