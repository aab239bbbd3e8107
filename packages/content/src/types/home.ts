import type {
  CallToAction,
  FeatureItem,
  IconName,
  ImageAsset,
  Link,
  SectionIntro,
  StatFigure,
} from "./media.js";

/** One bubble of the home page's "traditional vs NovaLine" comparison chat. @public */
export interface ComparisonMessage {
  from: "traditional" | "novaline";
  text: string;
}

/** A service card of the home page. @public */
export interface ServiceCard {
  id: string;
  icon: IconName;
  title: string;
  subtitle: string;
  painPoints: readonly string[];
  solutions: readonly string[];
  stats: readonly { value: string; label: string }[];
  /** Tailwind gradient stops, e.g. `from-violet-500 to-indigo-600`. */
  gradient: string;
  /** CSS colour of the card's glow when selected. */
  glowColor: string;
  link: Link;
}

/** One side of the AI vs human comparison. @public */
export interface ComparisonCard {
  title: string;
  subtitle: string;
  tone: "ai" | "human";
  figures: readonly { icon: IconName; value: string; label: string; detail?: string }[];
  link: Link;
}

/** A tool we plug into (CRM, calendar, messaging), shown in the integrations slider. @public */
export interface IntegrationCard {
  name: string;
  description: string;
  image: ImageAsset;
}

/** A before/after card of the transformation section. @public */
export interface TransformationCard {
  icon: IconName;
  title: string;
  before: string;
  after: string;
  metric: StatFigure;
}

/** Copy of the ROI teaser used on Home and Pricing. @public */
export interface RoiTeaserCopy extends SectionIntro {
  highlights: readonly string[];
  cta: Link;
}

/** In-page anchors of the home page that other pages link to. @public */
export interface HomeSectionIds {
  aiCallerDemo: string;
  chatbotShowcase: string;
  roiCalculator: string;
}

/** All copy of the home page. @public */
export interface HomeContent {
  sectionIds: HomeSectionIds;
  hero: {
    eyebrow: string;
    headline: { lead: string; main: string };
    subtext: string;
    callCta: { label: string; activeLabel: string; busyLabel: string };
    roiCta: Link;
    trustLine: string;
    /** The still of an answered call beside the headline (decorative; the live call is the button). */
    preview: {
      caption: string;
      answered: string;
      turns: readonly { from: "ai" | "caller"; text: string }[];
      outcome: { label: string; value: string };
    };
  };
  marqueeLines: readonly string[];
  problemSolution: {
    intro: SectionIntro;
    problems: readonly FeatureItem[];
    solutions: readonly FeatureItem[];
    /** Headings of the two columns. */
    problemsLabel: string;
    solutionsLabel: string;
    cta: Link;
  };
  comparisonChat: {
    intro: SectionIntro;
    traditionalLabel: string;
    novalineLabel: string;
    messages: readonly ComparisonMessage[];
    /** Reveals every message at once (the chat otherwise adds one every 2 s). */
    showAllLabel: string;
  };
  stats: readonly StatFigure[];
  aiVsHuman: { intro: SectionIntro; ai: ComparisonCard; human: ComparisonCard; aiBadge: string };
  process: {
    intro: SectionIntro;
    steps: readonly (FeatureItem & { number: string })[];
    /** Read before each step's number by screen readers ("Step 01"). */
    stepLabel: string;
  };
  services: {
    intro: SectionIntro;
    cards: readonly ServiceCard[];
    painPointsLabel: string;
    solutionsLabel: string;
  };
  roiTeaser: RoiTeaserCopy;
  integrations: {
    intro: SectionIntro;
    painPoints: readonly string[];
    cards: readonly IntegrationCard[];
  };
  transformation: {
    intro: SectionIntro;
    cards: readonly TransformationCard[];
    beforeLabel: string;
    afterLabel: string;
    cta: CallToAction;
  };
  voiceAgent: { intro: SectionIntro; points: readonly FeatureItem[]; callCta: string; link: Link };
  chatSupport: {
    intro: SectionIntro;
    points: readonly FeatureItem[];
    cta: CallToAction;
    link: Link;
  };
  messagingPlatforms: {
    intro: SectionIntro;
    platforms: readonly { name: string; image: ImageAsset }[];
  };
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
  /** Links of the visually hidden navigation for crawlers and screen readers. */
  hiddenNav: readonly Link[];
}
