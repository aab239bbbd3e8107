import { z } from "zod";
import { describedImageSchema, imageAssetSchema } from "./media.js";
import { isoDate, text, type Enum, type Strict } from "./primitives.js";

const BLOG_CATEGORIES = [
  "Voice AI",
  "Chatbots",
  "Scheduling",
  "Growth",
  "Industry Guides",
] as const;
export type BlogCategorySchema = Enum<typeof BLOG_CATEGORIES>;
export const blogCategorySchema: BlogCategorySchema = z.enum(BLOG_CATEGORIES);
/** Categories of blog posts. @public */
export type BlogCategory = z.infer<typeof blogCategorySchema>;

const blogAuthorShape = { id: text, name: text, role: text, avatar: imageAssetSchema };
export type BlogAuthorSchema = Strict<typeof blogAuthorShape>;
export const blogAuthorSchema: BlogAuthorSchema = z.strictObject(blogAuthorShape);
/** An author of blog posts. @public */
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

const blogPostShape = {
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(20).max(90),
  description: z.string().min(80).max(170),
  /** ISO date (YYYY-MM-DD). */
  date: isoDate,
  /** ISO date of the last substantive update, when different from `date`. */
  updated: isoDate.optional(),
  author: blogAuthorSchema,
  /** Estimated reading time in minutes. */
  readMinutes: z.number().int().min(3),
  category: blogCategorySchema,
  cover: describedImageSchema,
  tags: z.array(text).min(2).max(8).readonly(),
  body: z
    .string()
    .min(4000)
    .refine((body) => !/^#\s/m.test(body), {
      error: "the body has no H1: the page prints the title",
    }),
};
export type BlogPostSchema = Strict<typeof blogPostShape>;
export const blogPostSchema: BlogPostSchema = z.strictObject(blogPostShape);
/** A blog post. The body is Markdown (CommonMark + GFM tables), without the title heading. @public */
export type BlogPost = z.infer<typeof blogPostSchema>;
