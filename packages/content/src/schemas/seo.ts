import { z } from "zod";
import { sitePath, text, type Strict } from "./primitives.js";

const pageMetaShape = {
  title: text,
  description: text,
  keywords: z.array(text).readonly(),
  /** Site-absolute path of the social-share image. */
  image: sitePath.optional(),
  type: z.enum(["website", "article"]).optional(),
  /** Override of the social-share title when it should differ from the document title. */
  ogTitle: text.optional(),
  ogDescription: text.optional(),
  publishedTime: text.optional(),
  modifiedTime: text.optional(),
  author: text.optional(),
};
export type PageMetaSchema = Strict<typeof pageMetaShape>;
export const pageMetaSchema: PageMetaSchema = z.strictObject(pageMetaShape);
/** Metadata of one page: title, description and sharing tags. @public */
export type PageMeta = z.infer<typeof pageMetaSchema>;

const siteMetaShape = {
  ...pageMetaShape,
  siteName: text,
  /** Canonical URL of the home page; other pages append their path to `brand.siteUrl`. */
  canonical: z.url({ protocol: /^https$/ }),
  /** Between a page's own title and the brand in every document title. */
  titleSeparator: text,
  locale: text,
  twitterHandle: text,
  robots: text,
  themeColor: z.strictObject({ light: text, dark: text }),
};
export type SiteMetaSchema = Strict<typeof siteMetaShape>;
export const siteMetaSchema: SiteMetaSchema = z.strictObject(siteMetaShape);
/** Site-wide metadata defaults. @public */
export type SiteMeta = z.infer<typeof siteMetaSchema>;

const structuredDataFactsShape = {
  priceRange: z.strictObject({ min: z.number(), max: z.number(), currency: z.literal("USD") }),
  offerCount: z.number().int(),
  aggregateRating: z.strictObject({
    ratingValue: z.number(),
    reviewCount: z.number().int(),
    bestRating: z.number(),
    worstRating: z.number(),
  }),
  serviceTypes: z.array(text).readonly(),
  areaServed: z.array(text).readonly(),
};
export type StructuredDataFactsSchema = Strict<typeof structuredDataFactsShape>;
export const structuredDataFactsSchema: StructuredDataFactsSchema =
  z.strictObject(structuredDataFactsShape);
/** Facts the pages print as structured data (JSON-LD). @public */
export type StructuredDataFacts = z.infer<typeof structuredDataFactsSchema>;
