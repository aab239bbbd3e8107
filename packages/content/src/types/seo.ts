/** Metadata of one page: title, description and sharing tags. @public */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Site-absolute path of the social-share image. */
  image?: string;
  type?: "website" | "article";
  /** Override of the social-share title when it should differ from the document title. */
  ogTitle?: string;
  ogDescription?: string;
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
}

/** Site-wide metadata defaults. @public */
export interface SiteMeta extends PageMeta {
  siteName: string;
  /** Canonical URL of the home page; other pages append their path to `brand.siteUrl`. */
  canonical: string;
  /** Between a page's own title and the brand in every document title. */
  titleSeparator: string;
  locale: string;
  twitterHandle: string;
  robots: string;
  themeColor: { light: string; dark: string };
}

/** Facts the pages print as structured data (JSON-LD). @public */
export interface StructuredDataFacts {
  priceRange: { min: number; max: number; currency: "USD" };
  offerCount: number;
  aggregateRating: {
    ratingValue: number;
    reviewCount: number;
    bestRating: number;
    worstRating: number;
  };
  serviceTypes: readonly string[];
  areaServed: readonly string[];
}
