// The public types of the content: each is inferred from its schema in `../schemas/`, so a shape is
// written once. Only types leave here; the schemas stay out of the apps' bundles.
export type {
  CallToAction,
  FaqItem,
  FeatureItem,
  IconName,
  ImageAsset,
  Link,
  SectionIntro,
  Metric,
  StatFigure,
  VideoAsset,
} from "../schemas/media.js";
export type {
  FooterNavigation,
  FooterServiceLink,
  HeaderNavigation,
  VoiceCallPanelCopy,
  VoiceStandInNote,
  VoiceTextChatCopy,
  VoiceWidgetCopy,
} from "../schemas/navigation.js";
export type {
  Brand,
  ChatLink,
  HeadlineClaim,
  HeadlineClaimId,
  PostalAddress,
  SocialLink,
  SocialNetwork,
} from "../schemas/brand.js";
export type { BlogAuthor, BlogCategory, BlogPost } from "../schemas/blog.js";
export type {
  ComplianceStatements,
  ConsentNoticeCopy,
  DemoCallConsent,
} from "../schemas/consent.js";
export type { PageMeta, SiteMeta, StructuredDataFacts } from "../schemas/seo.js";
export type {
  LandingTestimonial,
  Testimonial,
  TestimonialIndustry,
  TestimonialsPageContent,
} from "../schemas/testimonials.js";
export type { RoiInputKey, RoiPageContent, RoiResultKey } from "../schemas/roi-page.js";
export type { Facts, MeasuredFigure, MetricKey, Timings } from "../schemas/facts.js";
export type {
  ComparisonCard,
  ComparisonMessage,
  HomeContent,
  HomeSectionIds,
  IntegrationCard,
  RoiTeaserCopy,
  ServiceCard,
  TransformationCard,
} from "../schemas/home.js";
export type {
  CallDemoContent,
  CallDemoScenario,
  ChatChannelKey,
  ChatDemoContent,
  ChatQuickReply,
  Industry,
  ProductPageContent,
  ProductTestimonial,
  ScenarioTriple,
} from "../schemas/product.js";
export type {
  AboutPageContent,
  AdminHandoffCopy,
  BookingContent,
  ChannelConversation,
  ComingSoonCopy,
  ContactFormCopy,
  ContactPageContent,
  ConversationLine,
  FormFieldCopy,
  InquiryFormCopy,
  LandingPageContent,
  LegalDocument,
  LegalSection,
  MaintenanceFormCopy,
  MaintenancePlan,
  NotFoundCopy,
  PricingPageContent,
  PricingPlan,
  ServiceDetailContent,
  ServiceOffering,
  ServicesPageContent,
  TeamMember,
} from "../schemas/pages.js";
export type {
  DemoCallFailureKey,
  DemoCallFormCopy,
  DemoCallStep,
  TitledMessage,
} from "../schemas/demo-call.js";
export type {
  AdminAuthErrorCode,
  AdminCopy,
  AdminInquiriesCopy,
  AdminInquiryDetailCopy,
  AdminPasswordRequirement,
} from "../schemas/admin.js";
export type { AdminInsightsCopy } from "../schemas/admin-insights.js";
export type {
  SampleCall,
  SampleCallMedia,
  SampleCallScript,
  SampleCallsCopy,
  SampleCallSource,
  SampleCallSpeaker,
  ScriptedTurn,
  TimedTurn,
} from "../schemas/sample-calls.js";
/** Keys of the nine industries, in tab order (the inquiry API's contract names them). @public */
export type { IndustryKey } from "@novaline/inquiry";
