import { brand } from "../brand.js";
import { facts } from "../facts.js";
import { routes } from "../routes.js";
import type { Link, SectionIntro } from "../types/index.js";

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
  /** Accessible name of the group of category filter chips. */
  filterLabel: string;
  /** Label of the empty state's button that clears the search and the filter. */
  resetLabel: string;
  /** How many posts the list shows: `{count}` is replaced by the number. */
  resultCount: { one: string; other: string };
  /** Reading time of a post: `{minutes}` is replaced by the number. */
  readingTime: string;
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
  filterLabel: "Filter articles by topic",
  resetLabel: "Show all articles",
  resultCount: { one: "{count} article", other: "{count} articles" },
  readingTime: "{minutes} min read",
};

/** Copy around each blog post (`/blog/:slug`): the post itself comes from `blogPosts`. @public */
export interface BlogPostPageContent {
  /** Link back to the list page. */
  backLabel: string;
  /** Name of the list page in the breadcrumb trail. */
  breadcrumbLabel: string;
  publishedLabel: string;
  /** Shown before the date of the last update, when the post has one. */
  updatedLabel: string;
  /** Heading of the table of contents. */
  tocLabel: string;
  /** Heading of the related-posts section. */
  related: SectionIntro;
  /** The call to action at the end of every post. */
  cta: { intro: SectionIntro; primary: Link; secondary: Link };
  /** Title and description of the blog's RSS feed. */
  feed: { title: string; description: string };
}

/**
 * Copy around each blog post.
 * @public
 */
export const blogPostPage: BlogPostPageContent = {
  backLabel: "All articles",
  breadcrumbLabel: "Blog",
  publishedLabel: "Published",
  updatedLabel: "Updated",
  tocLabel: "On this page",
  related: { eyebrow: "Keep reading", title: "Related articles" },
  cta: {
    intro: {
      title: "Put these ideas to work this week",
      description: `Book a free ${String(facts.consultationMinutes)}-minute call: we'll map your calls and messages, show you an agent built for a business like yours and set up your ${String(facts.freeTrialDays)}-day free trial.`,
    },
    primary: { label: "Book a Free Demo", href: routes.booking },
    secondary: { label: "Calculate Your ROI", href: routes.roi },
  },
  feed: {
    title: `The ${brand.name} Blog`,
    description:
      "Practical guides for small businesses on answering every call and message with AI voice agents, chatbots and auto scheduling.",
  },
};
