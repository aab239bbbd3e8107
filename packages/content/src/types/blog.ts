import type { ImageAsset } from "./media.js";

/** Categories of blog posts. @public */
export type BlogCategory = "Voice AI" | "Chatbots" | "Scheduling" | "Growth" | "Industry Guides";

/** An author of blog posts. @public */
export interface BlogAuthor {
  id: string;
  name: string;
  role: string;
  avatar: ImageAsset;
}

/** A blog post. The body is Markdown (CommonMark + GFM tables), without the title heading. @public */
export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** ISO date of the last substantive update, when different from `date`. */
  updated?: string;
  author: BlogAuthor;
  /** Estimated reading time in minutes. */
  readMinutes: number;
  category: BlogCategory;
  cover: ImageAsset;
  tags: readonly string[];
  body: string;
}
