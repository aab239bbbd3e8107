import { brand } from "../brand.js";
import type { SectionIntro } from "../types/index.js";

/** Copy of the blog list page (`/blog`). @public */
export interface BlogPageContent {
  intro: SectionIntro;
  /** Accessible label of the search field. */
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown when no post matches the search and category filter. */
  emptyState: { title: string; description: string };
  /** Label of the filter chip that shows every category. */
  allCategoriesLabel: string;
  /** Label of the link from a post card to the post. */
  readMoreLabel: string;
}

/**
 * Copy of the blog list page.
 * @public
 */
export const blogPage: BlogPageContent = {
  intro: {
    eyebrow: `The ${brand.name} Blog`,
    title: "Practical guides to answering every call and message",
    description:
      "Playbooks for clinics, realtors, salons and other small businesses: what missed calls really cost, how to measure ROI, how to stay HIPAA compliant, and how to go live with AI voice agents and chatbots in a day.",
  },
  searchLabel: "Search articles",
  searchPlaceholder: "Search by topic, industry or tool, e.g. HIPAA, dental, WhatsApp",
  emptyState: {
    title: "No articles match your search",
    description:
      'Try a broader word such as "calls", "ROI" or "scheduling", or choose All topics to see every article.',
  },
  allCategoriesLabel: "All topics",
  readMoreLabel: "Read article",
};
