import type {
  CallToAction,
  FaqItem,
  FeatureItem,
  IconName,
  ImageAsset,
  Link,
  SectionIntro,
  StatFigure,
  VideoAsset,
} from "./media.js";
import type { LandingTestimonial } from "./testimonials.js";
import type { MaintenancePlanId } from "../maintenance-plan-ids.js";

/** Copy of the single-purpose landing page (/landing). @public */
export interface LandingPageContent {
  trustBadges: readonly { icon: IconName; label: string }[];
  hero: {
    eyebrow: string;
    title: string;
    description: string;
    video: VideoAsset;
    /** Label of the click-to-load video button. */
    playLabel: string;
    /** Summary of the disclosure that holds the video's transcript. */
    transcriptLabel: string;
    primaryCta: CallToAction;
    secondaryCta: CallToAction;
  };
  testimonialVideos: { intro: SectionIntro; videos: readonly VideoAsset[] };
  stats: readonly { name: string; clinic: string; hoursSaved: StatFigure; revenue: StatFigure }[];
  /** Small print under the stats: whose results they are, and that results vary. */
  statsFootnote: string;
  roi: { intro: SectionIntro; cta: CallToAction };
  benefits: { intro: SectionIntro; items: readonly FeatureItem[] };
  booking: { intro: SectionIntro };
  testimonialImages: readonly ImageAsset[];
  testimonials: { intro: SectionIntro; items: readonly LandingTestimonial[] };
  closing: { intro: SectionIntro; cta: CallToAction };
  /** Tracking payload of the Start Free Trial button. */
  trialTracking: { content_name: string; content_type: string };
  /** Accessible names of the page's lists that have no visible heading. */
  listLabels: { trustBadges: string; stats: string; testimonialImages: string };
}

/** Copy and settings of the booking section and page. @public */
export interface BookingContent {
  /** Anchor id of the booking section. */
  sectionId: string;
  /** Name of the /booking page in breadcrumbs. */
  pageName: string;
  intro: SectionIntro;
  /** Public scheduling page of the booking provider. */
  schedulingUrl: string;
  /** Name of the provider, used to recognise its window messages. */
  providerName: string;
  loadingText: string;
  /** Height of the embedded calendar, in px. */
  embedHeight: number;
  /** Accessible name of the calendar's frame. */
  calendarTitle: string;
  /**
   * Shown when the calendar has not loaded in time: the link (`cta`, opening the provider's own
   * page in a new tab) names the action; `title` and `description` say why it is there.
   */
  fallback: {
    title: string;
    description: string;
    note: string;
    cta: Link;
    /** Another way to reach the team, with Markdown links (`[label](tel:…)`). */
    otherWays: string;
  };
  /** Heading of the agenda list. */
  agendaTitle: string;
  /** What a visitor gets from the call, listed beside the calendar. */
  agenda: readonly FeatureItem[];
  /** Short promises under the calendar: free, how long, no card. */
  reassurance: readonly { icon: IconName; label: string }[];
  /**
   * For visitors who find no slot that suits them: a demo request the team answers by e-mail
   * (an inquiry of kind `demo`; the message is optional).
   */
  demoForm: ContactFormCopy;
  /** Other ways to reach the team than the calendar (the page adds the brand's phone and e-mail). */
  alternatives: { title: string; description: string; phoneLabel: string; emailLabel: string };
  prefill: { email: string; firstName: string; lastName: string; name: string };
  scheduleTracking: { meeting_type: string };
}

/** A plan of the Pricing page. @public */
export interface PricingPlan {
  id: string;
  name: string;
  description: string;
  /** One-time build price in USD (a starting price when `priceSuffix` says so). */
  price: number;
  /** The price as printed, e.g. `$2,500`, or `$10,000+` for a starting price. */
  priceLabel: string;
  priceSuffix: string;
  /** Usage billing line (pay per use). */
  usage: string;
  features: readonly string[];
  highlighted: boolean;
  badge?: string;
  cta: Link;
}

/** A monthly maintenance plan. @public */
export interface MaintenancePlan {
  id: MaintenancePlanId;
  name: string;
  description: string;
  /** Price per month in USD. */
  monthlyPrice: number;
  responseTime: string;
  features: readonly string[];
  highlighted: boolean;
}

/** Copy of the Pricing page. @public */
export interface PricingPageContent {
  intro: SectionIntro;
  guarantee: string;
  /** Heading of the build plans, for screen readers (the page's intro shows above them). */
  plansHeading: string;
  plans: readonly PricingPlan[];
  maintenance: {
    intro: SectionIntro;
    plans: readonly MaintenancePlan[];
    /** Printed after a monthly price, e.g. `$149` `per month`. */
    perMonthLabel: string;
    /** Label of a plan card's button that picks the plan in the form; `{plan}` is its name. */
    chooseLabel: string;
    /** Badge of the highlighted (recommended) plan. */
    recommendedLabel: string;
    cta: Link;
    form: MaintenanceFormCopy;
  };
  included: { intro: SectionIntro; items: readonly FeatureItem[] };
  faq: { intro: SectionIntro; items: readonly FaqItem[] };
}

/** A team member of the About page. @public */
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  avatar: ImageAsset;
}

/** Copy of the About page. @public */
export interface AboutPageContent {
  hero: SectionIntro;
  story: { intro: SectionIntro; paragraphs: readonly string[]; image: ImageAsset };
  mission: { title: string; text: string };
  stats: readonly StatFigure[];
  values: { intro: SectionIntro; items: readonly FeatureItem[] };
  milestones: {
    intro: SectionIntro;
    items: readonly { year: string; title: string; description: string }[];
  };
  team: { intro: SectionIntro; members: readonly TeamMember[] };
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
}

/** One service of the Services page, with the content of its detail page. @public */
export interface ServiceOffering {
  id: string;
  /** Anchor id on the Services page. */
  anchorId: string;
  icon: IconName;
  name: string;
  summary: string;
  features: readonly FeatureItem[];
  outcomes: readonly StatFigure[];
  /** Detail page, when the service has one. */
  detail?: Link;
  productPage?: Link;
}

/**
 * A line of a sample conversation. `at` (elapsed time, "0:42") and `note` (what the agent does
 * behind the line) turn a transcript into an annotated timeline. @public
 */
export interface ConversationLine {
  from: "ai" | "user";
  text: string;
  at?: string;
  note?: { title: string; text: string };
}

/** A sample conversation on one messaging channel (Chatbot Showcase). @public */
export interface ChannelConversation {
  id: string;
  channel: string;
  icon: IconName;
  /** Brand colour of the channel (CSS colour), for the visitor's bubbles. */
  accent: string;
  /** Where the conversation happens and what it shows. */
  context: string;
  lines: readonly ConversationLine[];
}

/** Content of a service detail page (/services/AIAgentInteraction, /services/ChatbotShowcase). @public */
export interface ServiceDetailContent {
  path: string;
  /** Name of the page in breadcrumbs. */
  name: string;
  /** Speakers' names read before each line of the sample conversations. */
  speakers: { ai: string; user: string };
  hero: SectionIntro & { image: ImageAsset };
  capabilities: { intro: SectionIntro; items: readonly FeatureItem[] };
  workflow: { intro: SectionIntro; steps: readonly FeatureItem[] };
  sampleConversation: {
    intro: SectionIntro;
    /** Label of the annotations' column ("Behind the scenes"). */
    notesLabel: string;
    lines: readonly ConversationLine[];
  };
  /** What happens once the conversation ends (confirmations, summary, analytics). */
  afterwards: { intro: SectionIntro; items: readonly FeatureItem[] };
  /** Speed, languages, compliance: what a buyer checks before trusting the agent. */
  assurances: { intro: SectionIntro; items: readonly FeatureItem[] };
  /** The same agent on each messaging channel (chatbot only). */
  channels?: {
    intro: SectionIntro;
    /** Names the list of channel tabs. */
    label: string;
    conversations: readonly ChannelConversation[];
  };
  outcomes: readonly StatFigure[];
  faq: readonly FaqItem[];
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
}

/** Copy of the Services page. @public */
export interface ServicesPageContent {
  hero: SectionIntro;
  offerings: readonly ServiceOffering[];
  process: { intro: SectionIntro; steps: readonly FeatureItem[] };
  industries: SectionIntro;
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
  /** Name of the detail pages' breadcrumb trail, for screen readers. */
  breadcrumbLabel: string;
  details: { aiAgentInteraction: ServiceDetailContent; chatbotShowcase: ServiceDetailContent };
}

/** A field of a form: its label, an example value and help under it. @public */
export interface FormFieldCopy {
  label: string;
  placeholder?: string;
  hint?: string;
}

/** What an inquiry form says around its fields, while sending and after. @public */
export interface InquiryFormCopy {
  title: string;
  description?: string;
  /** Small print above the button (Markdown links allowed). */
  consent: string;
  submitLabel: string;
  submittingLabel: string;
  successTitle: string;
  successMessage: string;
  /** Button shown after a success that empties the form for another inquiry. */
  sendAnotherLabel: string;
  /** Shown when sending failed; everything typed stays in the form. */
  errorMessage: string;
  /** Shown when our server turned fields down; each field shows its own message. */
  invalidMessage: string;
  /** Shown when too many inquiries came from the visitor's connection in a short time. */
  rateLimitedMessage: string;
  /** Label of the link that opens the visitor's e-mail app with the inquiry written out. */
  emailFallbackLabel: string;
  /** Subject line of that e-mail. */
  emailSubject: string;
  /** Label of the hidden field only bots fill in (never shown to people). */
  honeypotLabel: string;
}

/** Copy of the Pricing page's maintenance-plan inquiry form. @public */
export interface MaintenanceFormCopy extends InquiryFormCopy {
  /** Anchor id of the form's section (plan cards scroll here). */
  sectionId: string;
  intro: SectionIntro;
  fields: {
    name: FormFieldCopy;
    email: FormFieldCopy;
    phone: FormFieldCopy;
    plan: FormFieldCopy & { placeholder: string };
  };
}

/** Copy of the Contact page's form. @public */
export interface ContactFormCopy extends InquiryFormCopy {
  fields: {
    name: FormFieldCopy;
    email: FormFieldCopy;
    phone: FormFieldCopy;
    company: FormFieldCopy;
    message: FormFieldCopy;
  };
}

/** Copy of the Contact page and its form. @public */
export interface ContactPageContent {
  hero: SectionIntro;
  channels: readonly { icon: IconName; title: string; description: string; link: Link }[];
  /** Heading of the list of ways to reach us beside the form. */
  channelsTitle: string;
  /** Heading of the office hours. */
  officeHoursTitle: string;
  form: ContactFormCopy;
  responseTime: string;
  officeHours: string;
  faqIntro: SectionIntro;
  faq: readonly FaqItem[];
}

/** A section of a legal document. @public */
export interface LegalSection {
  id: string;
  heading: string;
  /** Markdown. */
  body: string;
}

/** A legal document such as the privacy policy. @public */
export interface LegalDocument {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  /** "Last updated", printed before the date. */
  lastUpdatedLabel: string;
  /** Name of the table of contents ("On this page"). */
  contentsLabel: string;
  /** Name of a section's table, which scrolls on its own on phones; `{section}` is the heading. */
  tableLabel: string;
  sections: readonly LegalSection[];
}

/** Copy of the page a route shows before its full page ships. @public */
export interface ComingSoonCopy {
  /** Badge above the title. */
  badge: string;
  /** Text under the page's own title; `{page}` is replaced by the page's name. */
  text: string;
  /** Links to what already works. */
  links: readonly { label: string; href: string }[];
}

/** Copy of the public site's admin paths, which hand staff over to the admin app. @public */
export interface AdminHandoffCopy {
  title: string;
  metaTitle: string;
  text: string;
  /** The link to the admin app, for when the browser does not go there by itself. */
  linkLabel: string;
}

/** Copy of the 404 page. @public */
export interface NotFoundCopy {
  title: string;
  metaTitle: string;
  text: string;
  homeLabel: string;
  links: readonly { label: string; href: string }[];
}
