import { homePage, routes, voiceWidget } from "@novaline/content";
import { Link, useLoaderData } from "react-router";
import { roiTeaserData } from "../roi/roi-calculator-data";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  routeMetaTags,
  websiteJsonLd,
} from "../../shared/meta";
import { phoneDemoSectionData } from "../phone-demo/phone-demo-data";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { HomeHero } from "./home-hero";

// Below the fold, each section hydrates from its own chunk when the visitor nears it.
const ReadingProgress = deferred("reading-progress", () => import("./reading-progress"), null);
const ProblemSolution = deferred("problem-solution", () => import("./problem-solution"));
const ServiceCards = deferred("service-cards", () => import("./service-cards"));
const RoiTeaser = deferred("roi-teaser", () => import("../roi/roi-teaser"));
const MarqueeBanner = deferred("marquee-banner", () => import("./marquee-banner"));
const ComparisonChat = deferred("comparison-chat", () => import("./comparison-chat"));
const StatsStrip = deferred("stats-strip", () => import("../../shared/sections/stats-strip"));
const AiVsHuman = deferred("ai-vs-human", () => import("./ai-vs-human"));
const ProcessSteps = deferred("process-steps", () => import("../../shared/sections/process-steps"));
const Integrations = deferred("integrations", () => import("./integrations"));
const Transformation = deferred("transformation", () => import("./transformation"));
const VoiceAgent = deferred("voice-agent", () => import("./voice-agent"));
const PhoneDemoSection = deferred("demo-call", () => import("../phone-demo/phone-demo-section"));
const ChatSupport = deferred("chat-support", () => import("./chat-support"));
const MessagingPlatforms = deferred("messaging-platforms", () => import("./messaging-platforms"));
const ClosingCta = deferred("closing-cta", () => import("../../shared/sections/closing-cta"));

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, sectionIds, ...sections } = homePage;
  const callLabels = {
    start: hero.callCta.label,
    end: hero.callCta.activeLabel,
    busy: hero.callCta.busyLabel,
    notConfigured: voiceWidget.notConfigured,
  };
  const { callCta: voiceAgentCallLabel, ...voiceAgent } = sections.voiceAgent;
  return {
    meta: [
      ...routeMetaTags("home", "/"),
      breadcrumbJsonLd([]),
      organizationJsonLd(),
      websiteJsonLd(),
    ],
    hero,
    callLabels,
    sectionIds,
    sections,
    // The spec gives these two buttons no action: one starts the booking, the other opens the
    // chat demo.
    voiceAgent: { ...voiceAgent, callLabels: { ...callLabels, start: voiceAgentCallLabel } },
    transformationCta: { label: sections.transformation.cta.label, href: routes.booking },
    chatCta: { label: sections.chatSupport.cta.label, href: `${routes.aiChatbot}#chat-demo` },
    roi: roiTeaserData(),
    phoneDemo: phoneDemoSectionData(),
  };
}

export const meta = metaFromLoader;

export default function Home() {
  const {
    hero,
    callLabels,
    sectionIds,
    sections,
    voiceAgent,
    transformationCta,
    chatCta,
    roi,
    phoneDemo,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <ReadingProgress label="Reading progress" />
      <nav
        aria-label="Site sections"
        className="sr-only focus-within:not-sr-only focus-within:absolute focus-within:top-20 focus-within:left-4 focus-within:z-50 focus-within:rounded-xl focus-within:bg-popover focus-within:p-3 focus-within:shadow-elevated"
      >
        <ul>
          {sections.hiddenNav.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <HomeHero hero={hero} callLabels={callLabels} />
      <ProblemSolution {...sections.problemSolution} />
      <ServiceCards {...sections.services} />
      <RoiTeaser {...roi} id={sectionIds.roiCalculator} />
      <MarqueeBanner lines={sections.marqueeLines} />
      <ComparisonChat {...sections.comparisonChat} />
      <StatsStrip stats={sections.stats} />
      <AiVsHuman {...sections.aiVsHuman} />
      <ProcessSteps {...sections.process} />
      <Integrations {...sections.integrations} />
      <Transformation {...sections.transformation} cta={transformationCta} />
      <VoiceAgent {...voiceAgent} id={sectionIds.aiCallerDemo} />
      <PhoneDemoSection {...phoneDemo} band />
      <ChatSupport {...sections.chatSupport} cta={chatCta} id={sectionIds.chatbotShowcase} />
      <MessagingPlatforms {...sections.messagingPlatforms} />
      <ClosingCta {...sections.cta} />
    </>
  );
}
