import { z } from "zod";
import {
  callToActionSchema,
  featureItemSchema,
  featureItemShape,
  iconNameSchema,
  imageAssetSchema,
  linkSchema,
  sectionIntroSchema,
  sectionIntroShape,
  statFigureSchema,
} from "./media.js";
import { cssColor, sentence, text, type Strict } from "./primitives.js";

const comparisonMessageShape = { from: z.enum(["traditional", "novaline"]), text: sentence };
export type ComparisonMessageSchema = Strict<typeof comparisonMessageShape>;
export const comparisonMessageSchema: ComparisonMessageSchema =
  z.strictObject(comparisonMessageShape);
/** One bubble of the home page's "traditional vs NovaLine" comparison chat. @public */
export type ComparisonMessage = z.infer<typeof comparisonMessageSchema>;

const serviceCardShape = {
  id: text,
  icon: iconNameSchema,
  title: text,
  subtitle: text,
  painPoints: z.array(text).min(2).readonly(),
  solutions: z.array(text).min(2).readonly(),
  stats: z.array(statFigureSchema).min(1).readonly(),
  /** Tailwind gradient stops, e.g. `from-violet-500 to-indigo-600`. */
  gradient: z.string().regex(/^from-[a-z]+-\d{3} to-[a-z]+-\d{3}$/),
  /** CSS colour of the card's glow when selected. */
  glowColor: cssColor,
  link: linkSchema,
};
export type ServiceCardSchema = Strict<typeof serviceCardShape>;
export const serviceCardSchema: ServiceCardSchema = z.strictObject(serviceCardShape);
/** A service card of the home page. @public */
export type ServiceCard = z.infer<typeof serviceCardSchema>;

const comparisonCardShape = {
  title: text,
  subtitle: text,
  tone: z.enum(["ai", "human"]),
  figures: z.array(statFigureSchema.extend({ icon: iconNameSchema })).readonly(),
  link: linkSchema,
};
export type ComparisonCardSchema = Strict<typeof comparisonCardShape>;
export const comparisonCardSchema: ComparisonCardSchema = z.strictObject(comparisonCardShape);
/** One side of the AI vs human comparison. @public */
export type ComparisonCard = z.infer<typeof comparisonCardSchema>;

const integrationCardShape = { name: text, description: sentence, image: imageAssetSchema };
export type IntegrationCardSchema = Strict<typeof integrationCardShape>;
export const integrationCardSchema: IntegrationCardSchema = z.strictObject(integrationCardShape);
/** A tool we plug into (CRM, calendar, messaging), shown in the integrations slider. @public */
export type IntegrationCard = z.infer<typeof integrationCardSchema>;

const transformationCardShape = {
  icon: iconNameSchema,
  title: text,
  before: sentence,
  after: sentence,
  metric: statFigureSchema,
};
export type TransformationCardSchema = Strict<typeof transformationCardShape>;
export const transformationCardSchema: TransformationCardSchema =
  z.strictObject(transformationCardShape);
/** A before/after card of the transformation section. @public */
export type TransformationCard = z.infer<typeof transformationCardSchema>;

const roiTeaserCopyShape = {
  ...sectionIntroShape,
  highlights: z.array(text).readonly(),
  cta: linkSchema,
};
export type RoiTeaserCopySchema = Strict<typeof roiTeaserCopyShape>;
export const roiTeaserCopySchema: RoiTeaserCopySchema = z.strictObject(roiTeaserCopyShape);
/** Copy of the ROI teaser used on Home and Pricing. @public */
export type RoiTeaserCopy = z.infer<typeof roiTeaserCopySchema>;

const homeSectionIdsShape = { aiCallerDemo: text, chatbotShowcase: text, roiCalculator: text };
export type HomeSectionIdsSchema = Strict<typeof homeSectionIdsShape>;
export const homeSectionIdsSchema: HomeSectionIdsSchema = z.strictObject(homeSectionIdsShape);
/** In-page anchors of the home page that other pages link to. @public */
export type HomeSectionIds = z.infer<typeof homeSectionIdsSchema>;

const homeHeroShape = {
  eyebrow: text,
  headline: z.strictObject({ lead: text, main: text }),
  subtext: sentence,
  callCta: z.strictObject({ label: text, activeLabel: text, busyLabel: text }),
  roiCta: linkSchema,
  trustLine: text,
  /** The still of an answered call beside the headline (decorative; the live call is the button). */
  preview: z.strictObject({
    caption: text,
    answered: text,
    turns: z.array(z.strictObject({ from: z.enum(["ai", "caller"]), text })).readonly(),
    outcome: z.strictObject({ label: text, value: text }),
  }),
};
export type HomeHeroSchema = Strict<typeof homeHeroShape>;
export const homeHeroSchema: HomeHeroSchema = z.strictObject(homeHeroShape);

const problemSolutionShape = {
  intro: sectionIntroSchema,
  problems: z.array(featureItemSchema).readonly(),
  solutions: z.array(featureItemSchema).readonly(),
  /** Headings of the two columns. */
  problemsLabel: text,
  solutionsLabel: text,
  cta: linkSchema,
};
export type ProblemSolutionSchema = Strict<typeof problemSolutionShape>;
export const problemSolutionSchema: ProblemSolutionSchema = z.strictObject(problemSolutionShape);

const comparisonChatShape = {
  intro: sectionIntroSchema,
  traditionalLabel: text,
  novalineLabel: text,
  messages: z
    .array(comparisonMessageSchema)
    .length(8)
    .refine(
      (messages) => messages.every((m, i) => m.from === (i % 2 === 0 ? "traditional" : "novaline")),
      { error: "messages alternate, starting with the traditional side" },
    )
    .readonly(),
  /** Reveals every message at once (the chat otherwise adds one every 2 s). */
  showAllLabel: text,
};
export type ComparisonChatSchema = Strict<typeof comparisonChatShape>;
export const comparisonChatSchema: ComparisonChatSchema = z.strictObject(comparisonChatShape);

const processShape = {
  intro: sectionIntroSchema,
  steps: z
    .array(z.strictObject({ ...featureItemShape, number: z.string().regex(/^0\d$/) }))
    .length(4)
    .readonly(),
  /** Read before each step's number by screen readers ("Step 01"). */
  stepLabel: text,
};
export type ProcessSchema = Strict<typeof processShape>;
export const processSchema: ProcessSchema = z.strictObject(processShape);

const closingCtaShape = { intro: sectionIntroSchema, primary: linkSchema, secondary: linkSchema };
export type ClosingCtaSchema = Strict<typeof closingCtaShape>;
/** A section's closing call to action: its intro and two links. */
export const closingCtaSchema: ClosingCtaSchema = z.strictObject(closingCtaShape);

const homeContentShape = {
  sectionIds: homeSectionIdsSchema,
  hero: homeHeroSchema,
  marqueeLines: z.array(text).length(4).readonly(),
  problemSolution: problemSolutionSchema,
  comparisonChat: comparisonChatSchema,
  stats: z.array(statFigureSchema).length(4).readonly(),
  aiVsHuman: z.strictObject({
    intro: sectionIntroSchema,
    ai: comparisonCardSchema,
    human: comparisonCardSchema,
    aiBadge: text,
  }),
  process: processSchema,
  services: z.strictObject({
    intro: sectionIntroSchema,
    cards: z.array(serviceCardSchema).length(3).readonly(),
    painPointsLabel: text,
    solutionsLabel: text,
  }),
  roiTeaser: roiTeaserCopySchema,
  integrations: z.strictObject({
    intro: sectionIntroSchema,
    painPoints: z.array(text).readonly(),
    cards: z.array(integrationCardSchema).min(4).readonly(),
  }),
  transformation: z.strictObject({
    intro: sectionIntroSchema,
    cards: z.array(transformationCardSchema).length(3).readonly(),
    beforeLabel: text,
    afterLabel: text,
    cta: callToActionSchema,
  }),
  voiceAgent: z.strictObject({
    intro: sectionIntroSchema,
    points: z.array(featureItemSchema).readonly(),
    callCta: text,
    link: linkSchema,
  }),
  chatSupport: z.strictObject({
    intro: sectionIntroSchema,
    points: z.array(featureItemSchema).readonly(),
    cta: callToActionSchema,
    link: linkSchema,
  }),
  messagingPlatforms: z.strictObject({
    intro: sectionIntroSchema,
    platforms: z.array(z.strictObject({ name: text, image: imageAssetSchema })).readonly(),
  }),
  cta: closingCtaSchema,
  /** Links of the visually hidden navigation for crawlers and screen readers. */
  hiddenNav: z.array(linkSchema).length(3).readonly(),
};
export type HomeContentSchema = Strict<typeof homeContentShape>;
export const homeContentSchema: HomeContentSchema = z.strictObject(homeContentShape);
/** All copy of the home page. @public */
export type HomeContent = z.infer<typeof homeContentSchema>;
