import { artwork } from "../artwork.js";
import type { BlogCategory, BlogPost } from "../types/index.js";
import type { BlogPostSource } from "./blog-post-source.js";
import { aiVoiceAgentsSpeedToLeadRealEstate } from "./posts/ai-voice-agents-speed-to-lead-real-estate.js";
import { goLiveIn24HoursOnboardingChecklist } from "./posts/go-live-in-24-hours-onboarding-checklist.js";
import { hipaaCompliantAiAnsweringForClinics } from "./posts/hipaa-compliant-ai-answering-for-clinics.js";
import { howToCalculateRoiAiReceptionist } from "./posts/how-to-calculate-roi-ai-receptionist.js";
import { missedCallsCostDentalClinics } from "./posts/missed-calls-cost-dental-clinics.js";
import { reduceNoShowsWithAutoScheduling } from "./posts/reduce-no-shows-with-auto-scheduling.js";
import { whatsappInstagramChatbotsForSalons } from "./posts/whatsapp-instagram-chatbots-for-salons.js";
import { readingMinutes } from "./reading-minutes.js";

export { blogAuthors, type BlogAuthorId } from "./authors.js";
export {
  blogPage,
  blogPostPage,
  type BlogPageContent,
  type BlogPostPageContent,
} from "./blog-page.js";
export type { BlogPostSource } from "./blog-post-source.js";
export { readingMinutes, WORDS_PER_MINUTE } from "./reading-minutes.js";

const sources: readonly BlogPostSource[] = [
  missedCallsCostDentalClinics,
  aiVoiceAgentsSpeedToLeadRealEstate,
  whatsappInstagramChatbotsForSalons,
  hipaaCompliantAiAnsweringForClinics,
  howToCalculateRoiAiReceptionist,
  goLiveIn24HoursOnboardingChecklist,
  reduceNoShowsWithAutoScheduling,
];

/**
 * Every blog post with its reading time computed from the body, newest first (ties by slug).
 * @public
 */
export const blogPosts: readonly BlogPost[] = sources
  .map((source): BlogPost => ({
    ...source,
    cover: artwork(source.cover),
    readMinutes: readingMinutes(source.body),
  }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/**
 * The blog post with this slug, or `undefined` when there is none.
 * @example getBlogPost("how-to-calculate-roi-ai-receptionist")?.category // "Growth"
 * @public
 */
export function getBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}

const categoryOrder = [
  "Voice AI",
  "Chatbots",
  "Scheduling",
  "Growth",
  "Industry Guides",
] as const satisfies readonly BlogCategory[];

/**
 * Categories that at least one post uses, in a fixed order (for the list page's filter).
 * @public
 */
export const blogCategories: readonly BlogCategory[] = categoryOrder.filter((category) =>
  blogPosts.some((post) => post.category === category),
);
