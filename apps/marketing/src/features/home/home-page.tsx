import { Link } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { HomeHero } from "./home-hero";
import type { loader } from "./home-loader";
import { usePageData } from "../../shared/page-data";

// Below the fold, each section hydrates from its own chunk when the visitor nears it.
const ReadingProgress = deferred("reading-progress", () => import("./reading-progress"), null, {
  firstPaint: true,
});
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
  } = usePageData<typeof loader>();
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
