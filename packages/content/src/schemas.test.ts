// Every piece of copy the package exports, checked against the schema its type is inferred from:
// non-empty copy, counts, dates, link and image formats, on top of what the types say.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as content from "./index.js";
import { adminCopySchema } from "./schemas/admin.js";
import { adminInsightsCopySchema } from "./schemas/admin-insights.js";
import {
  consentNoticeCopySchema,
  complianceStatementsSchema,
  demoCallConsentSchema,
} from "./schemas/consent.js";
import { demoCallFormCopySchema } from "./schemas/demo-call.js";
import { factsSchema, timingsSchema } from "./schemas/facts.js";
import { faqItemSchema, videoAssetSchema } from "./schemas/media.js";
import {
  footerNavigationSchema,
  headerNavigationSchema,
  voiceCallPanelCopySchema,
  voiceStandInNoteSchema,
  voiceTextChatCopySchema,
  voiceWidgetCopySchema,
} from "./schemas/navigation.js";
import {
  aboutPageContentSchema,
  adminHandoffCopySchema,
  bookingContentSchema,
  comingSoonCopySchema,
  contactPageContentSchema,
  landingPageContentSchema,
  notFoundCopySchema,
  servicesPageContentSchema,
  teamMemberSchema,
} from "./schemas/pages.js";
import { productTestimonialSchema } from "./schemas/product.js";
import { roiPageContentSchema } from "./schemas/roi-page.js";
import { pageMetaSchema, siteMetaSchema, structuredDataFactsSchema } from "./schemas/seo.js";
import { landingTestimonialSchema, testimonialsPageContentSchema } from "./schemas/testimonials.js";

const pieces: [string, z.ZodType, unknown][] = [
  ["adminCopy", adminCopySchema, content.adminCopy],
  ["adminInsightsCopy", adminInsightsCopySchema, content.adminInsightsCopy],
  ["consentNotice", consentNoticeCopySchema, content.consentNotice],
  ["compliance", complianceStatementsSchema, content.compliance],
  ["demoCallConsent", demoCallConsentSchema, content.demoCallConsent],
  ["demoCallForm", demoCallFormCopySchema, content.demoCallForm],
  ["facts", factsSchema, content.facts],
  ["timings", timingsSchema, content.timings],
  ["headerNavigation", headerNavigationSchema, content.headerNavigation],
  ["footerNavigation", footerNavigationSchema, content.footerNavigation],
  ["voiceWidget", voiceWidgetCopySchema, content.voiceWidget],
  ["voiceTextChat", voiceTextChatCopySchema, content.voiceTextChat],
  ["voiceCallPanel", voiceCallPanelCopySchema, content.voiceCallPanel],
  ["voiceStandInNote", voiceStandInNoteSchema, content.voiceStandInNote],
  ["aboutPage", aboutPageContentSchema, content.aboutPage],
  ["adminHandoffPage", adminHandoffCopySchema, content.adminHandoffPage],
  ["booking", bookingContentSchema, content.booking],
  ["comingSoonPage", comingSoonCopySchema, content.comingSoonPage],
  ["contactPage", contactPageContentSchema, content.contactPage],
  ["landingPage", landingPageContentSchema, content.landingPage],
  ["notFoundPage", notFoundCopySchema, content.notFoundPage],
  ["servicesPage", servicesPageContentSchema, content.servicesPage],
  ["roiPage", roiPageContentSchema, content.roiPage],
  ["siteMeta", siteMetaSchema, content.siteMeta],
  ["structuredDataFacts", structuredDataFactsSchema, content.structuredDataFacts],
  ["testimonialsPage", testimonialsPageContentSchema, content.testimonialsPage],
  ...Object.entries(content.pageMeta).map(([key, meta]): [string, z.ZodType, unknown] => [
    `pageMeta.${key}`,
    pageMetaSchema,
    meta,
  ]),
  ...Object.entries(content.testimonialVideos).map(([key, video]): [string, z.ZodType, unknown] => [
    `testimonialVideos.${key}`,
    videoAssetSchema,
    video,
  ]),
  ...content.teamMembers.map((m): [string, z.ZodType, unknown] => [
    `team ${m.name}`,
    teamMemberSchema,
    m,
  ]),
  ...content.landingTestimonials.map((t): [string, z.ZodType, unknown] => [
    `landing testimonial ${t.name}`,
    landingTestimonialSchema,
    t,
  ]),
  ...[...content.aiCallerTestimonials, ...content.aiChatbotTestimonials].map(
    (t): [string, z.ZodType, unknown] => [
      `product testimonial ${t.name}`,
      productTestimonialSchema,
      t,
    ],
  ),
  ...[...content.aiCallerFaq, ...content.aiChatbotFaq].map((f): [string, z.ZodType, unknown] => [
    `product FAQ ${f.q}`,
    faqItemSchema,
    f,
  ]),
];

describe("every piece of copy matches its schema", () => {
  it.each(pieces)("%s", (_name, schema, value) => {
    expect(schema.safeParse(value).error?.issues).toBeUndefined();
  });
});
