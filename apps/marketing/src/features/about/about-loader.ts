import { aboutPage, homePage, routes } from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { aboutPageJsonLd } from "./about-meta";

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
