import { MAINTENANCE_PLAN_IDS } from "@novaline/inquiry";
import { z } from "zod";
import { closingCtaSchema } from "./home.js";
import {
  callToActionSchema,
  describedImageSchema,
  faqItemSchema,
  featureItemSchema,
  iconNameSchema,
  imageAssetSchema,
  linkSchema,
  sectionIntroSchema,
  sectionIntroShape,
  statFigureSchema,
  videoAssetSchema,
} from "./media.js";
import { cssColor, href, isoDate, sentence, text, type Enum, type Strict } from "./primitives.js";
import { landingTestimonialSchema } from "./testimonials.js";

export type MaintenancePlanIdSchema = Enum<typeof MAINTENANCE_PLAN_IDS>;
export const maintenancePlanIdSchema: MaintenancePlanIdSchema = z.enum(MAINTENANCE_PLAN_IDS);

const iconLabelSchema = z.strictObject({ icon: iconNameSchema, label: text });

const landingHeroShape = {
  eyebrow: text,
  title: text,
  description: text,
  video: videoAssetSchema,
  /** Label of the click-to-load video button. */
  playLabel: text,
  /** Summary of the disclosure that holds the video's transcript. */
  transcriptLabel: text,
  primaryCta: callToActionSchema,
  secondaryCta: callToActionSchema,
};
export type LandingHeroSchema = Strict<typeof landingHeroShape>;
export const landingHeroSchema: LandingHeroSchema = z.strictObject(landingHeroShape);

const landingPageContentShape = {
  trustBadges: z.array(iconLabelSchema).readonly(),
  hero: landingHeroSchema,
  testimonialVideos: z.strictObject({
    intro: sectionIntroSchema,
    videos: z.array(videoAssetSchema).readonly(),
  }),
  stats: z
    .array(
      z.strictObject({
        name: text,
        clinic: text,
        hoursSaved: statFigureSchema,
        revenue: statFigureSchema,
      }),
    )
    .readonly(),
  /** Small print under the stats: whose results they are, and that results vary. */
  statsFootnote: text,
  roi: z.strictObject({ intro: sectionIntroSchema, cta: callToActionSchema }),
  benefits: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(featureItemSchema).readonly(),
  }),
  booking: z.strictObject({ intro: sectionIntroSchema }),
  testimonialImages: z.array(imageAssetSchema).readonly(),
  testimonials: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(landingTestimonialSchema).readonly(),
  }),
  closing: z.strictObject({ intro: sectionIntroSchema, cta: callToActionSchema }),
  /** Tracking payload of the Start Free Trial button. */
  trialTracking: z.strictObject({ content_name: text, content_type: text }),
  /** Accessible names of the page's lists that have no visible heading. */
  listLabels: z.strictObject({ trustBadges: text, stats: text, testimonialImages: text }),
};
export type LandingPageContentSchema = Strict<typeof landingPageContentShape>;
export const landingPageContentSchema: LandingPageContentSchema =
  z.strictObject(landingPageContentShape);
/** Copy of the single-purpose landing page (/landing). @public */
export type LandingPageContent = z.infer<typeof landingPageContentSchema>;

export const formFieldCopyShape = {
  label: text,
  placeholder: text.optional(),
  hint: text.optional(),
};
export type FormFieldCopySchema = Strict<typeof formFieldCopyShape>;
export const formFieldCopySchema: FormFieldCopySchema = z.strictObject(formFieldCopyShape);
/** A field of a form: its label, an example value and help under it. @public */
export type FormFieldCopy = z.infer<typeof formFieldCopySchema>;

const inquiryFormCopyShape = {
  title: text,
  description: text.optional(),
  /** Small print above the button (Markdown links allowed). */
  consent: text,
  submitLabel: text,
  submittingLabel: text,
  successTitle: text,
  successMessage: text,
  /** Button shown after a success that empties the form for another inquiry. */
  sendAnotherLabel: text,
  /** Shown when sending failed; everything typed stays in the form. */
  errorMessage: text,
  /** Shown when our server turned fields down; each field shows its own message. */
  invalidMessage: text,
  /** Shown when too many inquiries came from the visitor's connection in a short time. */
  rateLimitedMessage: text,
  /** Shown when the check that the visitor is a person did not pass or could not run. */
  botCheckMessage: text,
  /** Label of the link that opens the visitor's e-mail app with the inquiry written out. */
  emailFallbackLabel: text,
  /** Subject line of that e-mail. */
  emailSubject: text,
  /** Label of the hidden field only bots fill in (never shown to people). */
  honeypotLabel: text,
};
export type InquiryFormCopySchema = Strict<typeof inquiryFormCopyShape>;
export const inquiryFormCopySchema: InquiryFormCopySchema = z.strictObject(inquiryFormCopyShape);
/** What an inquiry form says around its fields, while sending and after. @public */
export type InquiryFormCopy = z.infer<typeof inquiryFormCopySchema>;

const maintenanceFormCopyShape = {
  ...inquiryFormCopyShape,
  /** Anchor id of the form's section (plan cards scroll here). */
  sectionId: text,
  intro: sectionIntroSchema,
  fields: z.strictObject({
    name: formFieldCopySchema,
    email: formFieldCopySchema,
    phone: formFieldCopySchema,
    plan: z.strictObject({ ...formFieldCopyShape, placeholder: text }),
  }),
};
export type MaintenanceFormCopySchema = Strict<typeof maintenanceFormCopyShape>;
export const maintenanceFormCopySchema: MaintenanceFormCopySchema =
  z.strictObject(maintenanceFormCopyShape);
/** Copy of the Pricing page's maintenance-plan inquiry form. @public */
export type MaintenanceFormCopy = z.infer<typeof maintenanceFormCopySchema>;

const contactFormCopyShape = {
  ...inquiryFormCopyShape,
  fields: z.strictObject({
    name: formFieldCopySchema,
    email: formFieldCopySchema,
    phone: formFieldCopySchema,
    company: formFieldCopySchema,
    message: formFieldCopySchema,
  }),
};
export type ContactFormCopySchema = Strict<typeof contactFormCopyShape>;
export const contactFormCopySchema: ContactFormCopySchema = z.strictObject(contactFormCopyShape);
/** Copy of the Contact page's form. @public */
export type ContactFormCopy = z.infer<typeof contactFormCopySchema>;

const bookingFallbackShape = {
  title: text,
  description: text,
  note: text,
  cta: linkSchema,
  /** Another way to reach the team, with Markdown links (`[label](tel:…)`). */
  otherWays: text,
};
export type BookingFallbackSchema = Strict<typeof bookingFallbackShape>;
export const bookingFallbackSchema: BookingFallbackSchema = z.strictObject(bookingFallbackShape);

const bookingContentShape = {
  /** Anchor id of the booking section. */
  sectionId: text,
  /** Name of the /booking page in breadcrumbs. */
  pageName: text,
  intro: sectionIntroSchema,
  /** Public scheduling page of the booking provider. */
  schedulingUrl: z.url({ protocol: /^https$/ }),
  /** Name of the provider, used to recognise its window messages. */
  providerName: text,
  loadingText: text,
  /** Height of the embedded calendar, in px. */
  embedHeight: z.number().int().positive(),
  /** Accessible name of the calendar's frame. */
  calendarTitle: text,
  /**
   * Shown when the calendar has not loaded in time: the link (`cta`, opening the provider's own
   * page in a new tab) names the action; `title` and `description` say why it is there.
   */
  fallback: bookingFallbackSchema,
  /** Heading of the agenda list. */
  agendaTitle: text,
  /** What a visitor gets from the call, listed beside the calendar. */
  agenda: z.array(featureItemSchema).readonly(),
  /** Short promises under the calendar: free, how long, no card. */
  reassurance: z.array(iconLabelSchema).readonly(),
  /**
   * For visitors who find no slot that suits them: a demo request the team answers by e-mail
   * (an inquiry of kind `demo`; the message is optional).
   */
  demoForm: contactFormCopySchema,
  /** Other ways to reach the team than the calendar (the page adds the brand's phone and e-mail). */
  alternatives: z.strictObject({
    title: text,
    description: text,
    phoneLabel: text,
    emailLabel: text,
  }),
  prefill: z.strictObject({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
  }),
  scheduleTracking: z.strictObject({ meeting_type: text }),
};
export type BookingContentSchema = Strict<typeof bookingContentShape>;
export const bookingContentSchema: BookingContentSchema = z.strictObject(bookingContentShape);
/** Copy and settings of the booking section and page. @public */
export type BookingContent = z.infer<typeof bookingContentSchema>;

const pricingPlanShape = {
  id: text,
  name: text,
  description: sentence,
  /** One-time build price in USD (a starting price when `priceSuffix` says so). */
  price: z.number().int().positive(),
  /** The price as printed, e.g. `$2,500`, or `$10,000+` for a starting price. */
  priceLabel: text,
  priceSuffix: text,
  /** Usage billing line (pay per use). */
  usage: sentence,
  features: z.array(text).min(3).readonly(),
  highlighted: z.boolean(),
  badge: text.optional(),
  cta: linkSchema,
};
export type PricingPlanSchema = Strict<typeof pricingPlanShape>;
export const pricingPlanSchema: PricingPlanSchema = z.strictObject(pricingPlanShape);
/** A plan of the Pricing page. @public */
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

const maintenancePlanShape = {
  id: maintenancePlanIdSchema,
  name: text,
  description: text,
  /** Price per month in USD. */
  monthlyPrice: z.number().int().positive(),
  responseTime: text,
  features: z.array(text).min(3).readonly(),
  highlighted: z.boolean(),
};
export type MaintenancePlanSchema = Strict<typeof maintenancePlanShape>;
export const maintenancePlanSchema: MaintenancePlanSchema = z.strictObject(maintenancePlanShape);
/** A monthly maintenance plan. @public */
export type MaintenancePlan = z.infer<typeof maintenancePlanSchema>;

const pricingMaintenanceShape = {
  intro: sectionIntroSchema,
  plans: z.array(maintenancePlanSchema).min(2).readonly(),
  /** Printed after a monthly price, e.g. `$149` `per month`. */
  perMonthLabel: text,
  /** Label of a plan card's button that picks the plan in the form; `{plan}` is its name. */
  chooseLabel: text,
  /** Badge of the highlighted (recommended) plan. */
  recommendedLabel: text,
  cta: linkSchema,
  form: maintenanceFormCopySchema,
};
export type PricingMaintenanceSchema = Strict<typeof pricingMaintenanceShape>;
export const pricingMaintenanceSchema: PricingMaintenanceSchema =
  z.strictObject(pricingMaintenanceShape);

const pricingPageContentShape = {
  intro: sectionIntroSchema,
  guarantee: text,
  /** Heading of the build plans, for screen readers (the page's intro shows above them). */
  plansHeading: text,
  plans: z
    .array(pricingPlanSchema)
    .length(5)
    .refine((plans) => plans.filter((p) => p.highlighted).length === 1, {
      error: "exactly one highlighted plan",
    })
    .readonly(),
  maintenance: pricingMaintenanceSchema,
  included: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(featureItemSchema).readonly(),
  }),
  faq: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(faqItemSchema).min(3).readonly(),
  }),
};
export type PricingPageContentSchema = Strict<typeof pricingPageContentShape>;
export const pricingPageContentSchema: PricingPageContentSchema =
  z.strictObject(pricingPageContentShape);
/** Copy of the Pricing page. @public */
export type PricingPageContent = z.infer<typeof pricingPageContentSchema>;

const teamMemberShape = { name: text, role: text, bio: text, avatar: describedImageSchema };
export type TeamMemberSchema = Strict<typeof teamMemberShape>;
export const teamMemberSchema: TeamMemberSchema = z.strictObject(teamMemberShape);
/** A team member of the About page. @public */
export type TeamMember = z.infer<typeof teamMemberSchema>;

const aboutPageContentShape = {
  hero: sectionIntroSchema,
  story: z.strictObject({
    intro: sectionIntroSchema,
    paragraphs: z.array(text).readonly(),
    image: imageAssetSchema,
  }),
  mission: z.strictObject({ title: text, text }),
  stats: z.array(statFigureSchema).readonly(),
  values: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(featureItemSchema).readonly(),
  }),
  milestones: z.strictObject({
    intro: sectionIntroSchema,
    items: z.array(z.strictObject({ year: text, title: text, description: text })).readonly(),
  }),
  team: z.strictObject({
    intro: sectionIntroSchema,
    members: z.array(teamMemberSchema).readonly(),
  }),
  cta: closingCtaSchema,
};
export type AboutPageContentSchema = Strict<typeof aboutPageContentShape>;
export const aboutPageContentSchema: AboutPageContentSchema = z.strictObject(aboutPageContentShape);
/** Copy of the About page. @public */
export type AboutPageContent = z.infer<typeof aboutPageContentSchema>;

const serviceOfferingShape = {
  id: text,
  /** Anchor id on the Services page. */
  anchorId: text,
  icon: iconNameSchema,
  name: text,
  summary: text,
  features: z.array(featureItemSchema).readonly(),
  outcomes: z.array(statFigureSchema).readonly(),
  /** Detail page, when the service has one. */
  detail: linkSchema.optional(),
  productPage: linkSchema.optional(),
};
export type ServiceOfferingSchema = Strict<typeof serviceOfferingShape>;
export const serviceOfferingSchema: ServiceOfferingSchema = z.strictObject(serviceOfferingShape);
/** One service of the Services page, with the content of its detail page. @public */
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

const conversationLineShape = {
  from: z.enum(["ai", "user"]),
  text,
  at: text.optional(),
  note: z.strictObject({ title: text, text }).optional(),
};
export type ConversationLineSchema = Strict<typeof conversationLineShape>;
export const conversationLineSchema: ConversationLineSchema = z.strictObject(conversationLineShape);
/**
 * A line of a sample conversation. `at` (elapsed time, "0:42") and `note` (what the agent does
 * behind the line) turn a transcript into an annotated timeline. @public
 */
export type ConversationLine = z.infer<typeof conversationLineSchema>;

const channelConversationShape = {
  id: text,
  channel: text,
  icon: iconNameSchema,
  /** Brand colour of the channel (CSS colour), for the visitor's bubbles. */
  accent: cssColor,
  /** Where the conversation happens and what it shows. */
  context: text,
  lines: z.array(conversationLineSchema).readonly(),
};
export type ChannelConversationSchema = Strict<typeof channelConversationShape>;
export const channelConversationSchema: ChannelConversationSchema =
  z.strictObject(channelConversationShape);
/** A sample conversation on one messaging channel (Chatbot Showcase). @public */
export type ChannelConversation = z.infer<typeof channelConversationSchema>;

const introItemsSchema = z.strictObject({
  intro: sectionIntroSchema,
  items: z.array(featureItemSchema).readonly(),
});

const sampleConversationShape = {
  intro: sectionIntroSchema,
  /** Label of the annotations' column ("Behind the scenes"). */
  notesLabel: text,
  lines: z.array(conversationLineSchema).readonly(),
};
export type SampleConversationSchema = Strict<typeof sampleConversationShape>;
export const sampleConversationSchema: SampleConversationSchema =
  z.strictObject(sampleConversationShape);

const serviceChannelsShape = {
  intro: sectionIntroSchema,
  /** Names the list of channel tabs. */
  label: text,
  conversations: z.array(channelConversationSchema).readonly(),
};
export type ServiceChannelsSchema = Strict<typeof serviceChannelsShape>;
export const serviceChannelsSchema: ServiceChannelsSchema = z.strictObject(serviceChannelsShape);

const serviceDetailContentShape = {
  path: z.string().regex(/^\/(?!\/)[^\s]*$/),
  /** Name of the page in breadcrumbs. */
  name: text,
  /** Speakers' names read before each line of the sample conversations. */
  speakers: z.strictObject({ ai: text, user: text }),
  hero: z.strictObject({ ...sectionIntroShape, image: imageAssetSchema }),
  capabilities: introItemsSchema,
  workflow: z.strictObject({
    intro: sectionIntroSchema,
    steps: z.array(featureItemSchema).readonly(),
  }),
  sampleConversation: sampleConversationSchema,
  /** What happens once the conversation ends (confirmations, summary, analytics). */
  afterwards: introItemsSchema,
  /** Speed, languages, compliance: what a buyer checks before trusting the agent. */
  assurances: introItemsSchema,
  /** The same agent on each messaging channel (chatbot only). */
  channels: serviceChannelsSchema.optional(),
  outcomes: z.array(statFigureSchema).readonly(),
  faq: z.array(faqItemSchema).readonly(),
  cta: closingCtaSchema,
};
export type ServiceDetailContentSchema = Strict<typeof serviceDetailContentShape>;
export const serviceDetailContentSchema: ServiceDetailContentSchema =
  z.strictObject(serviceDetailContentShape);
/** Content of a service detail page (/services/AIAgentInteraction, /services/ChatbotShowcase). @public */
export type ServiceDetailContent = z.infer<typeof serviceDetailContentSchema>;

const servicesPageContentShape = {
  hero: sectionIntroSchema,
  offerings: z.array(serviceOfferingSchema).readonly(),
  process: z.strictObject({
    intro: sectionIntroSchema,
    steps: z.array(featureItemSchema).readonly(),
  }),
  industries: sectionIntroSchema,
  cta: closingCtaSchema,
  /** Name of the detail pages' breadcrumb trail, for screen readers. */
  breadcrumbLabel: text,
  details: z.strictObject({
    aiAgentInteraction: serviceDetailContentSchema,
    chatbotShowcase: serviceDetailContentSchema,
  }),
};
export type ServicesPageContentSchema = Strict<typeof servicesPageContentShape>;
export const servicesPageContentSchema: ServicesPageContentSchema =
  z.strictObject(servicesPageContentShape);
/** Copy of the Services page. @public */
export type ServicesPageContent = z.infer<typeof servicesPageContentSchema>;

const contactPageContentShape = {
  hero: sectionIntroSchema,
  channels: z
    .array(
      z.strictObject({ icon: iconNameSchema, title: text, description: text, link: linkSchema }),
    )
    .readonly(),
  /** Heading of the list of ways to reach us beside the form. */
  channelsTitle: text,
  /** Heading of the office hours. */
  officeHoursTitle: text,
  form: contactFormCopySchema,
  responseTime: text,
  officeHours: text,
  faqIntro: sectionIntroSchema,
  faq: z.array(faqItemSchema).readonly(),
};
export type ContactPageContentSchema = Strict<typeof contactPageContentShape>;
export const contactPageContentSchema: ContactPageContentSchema =
  z.strictObject(contactPageContentShape);
/** Copy of the Contact page and its form. @public */
export type ContactPageContent = z.infer<typeof contactPageContentSchema>;

const legalSectionShape = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  heading: text,
  /** Markdown. */
  body: sentence,
};
export type LegalSectionSchema = Strict<typeof legalSectionShape>;
export const legalSectionSchema: LegalSectionSchema = z.strictObject(legalSectionShape);
/** A section of a legal document. @public */
export type LegalSection = z.infer<typeof legalSectionSchema>;

const legalDocumentShape = {
  title: text,
  description: sentence,
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: isoDate,
  /** "Last updated", printed before the date. */
  lastUpdatedLabel: text,
  /** Name of the table of contents ("On this page"). */
  contentsLabel: text,
  /** Name of a section's table, which scrolls on its own on phones; `{section}` is the heading. */
  tableLabel: text.regex(/\{section\}/, "names the section with {section}"),
  sections: z.array(legalSectionSchema).min(8).readonly(),
};
export type LegalDocumentSchema = Strict<typeof legalDocumentShape>;
export const legalDocumentSchema: LegalDocumentSchema = z.strictObject(legalDocumentShape);
/** A legal document such as the privacy policy. @public */
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

const labelledLinkSchema = z.strictObject({ label: text, href });

const comingSoonCopyShape = {
  /** Badge above the title. */
  badge: text,
  /** Text under the page's own title; `{page}` is replaced by the page's name. */
  text,
  /** Links to what already works. */
  links: z.array(labelledLinkSchema).readonly(),
};
export type ComingSoonCopySchema = Strict<typeof comingSoonCopyShape>;
export const comingSoonCopySchema: ComingSoonCopySchema = z.strictObject(comingSoonCopyShape);
/** Copy of the page a route shows before its full page ships. @public */
export type ComingSoonCopy = z.infer<typeof comingSoonCopySchema>;

const adminHandoffCopyShape = {
  title: text,
  metaTitle: text,
  text,
  /** The link to the admin app, for when the browser does not go there by itself. */
  linkLabel: text,
};
export type AdminHandoffCopySchema = Strict<typeof adminHandoffCopyShape>;
export const adminHandoffCopySchema: AdminHandoffCopySchema = z.strictObject(adminHandoffCopyShape);
/** Copy of the public site's admin paths, which hand staff over to the admin app. @public */
export type AdminHandoffCopy = z.infer<typeof adminHandoffCopySchema>;

const notFoundCopyShape = {
  title: text,
  metaTitle: text,
  text,
  homeLabel: text,
  links: z.array(labelledLinkSchema).readonly(),
};
export type NotFoundCopySchema = Strict<typeof notFoundCopyShape>;
export const notFoundCopySchema: NotFoundCopySchema = z.strictObject(notFoundCopyShape);
/** Copy of the 404 page. @public */
export type NotFoundCopy = z.infer<typeof notFoundCopySchema>;
