import type { BlogPost } from "../types/index.js";

/**
 * A blog post as it is written: everything but the reading time, which `blogPosts` computes
 * from the body.
 * @public
 */
export type BlogPostSource = Omit<BlogPost, "readMinutes">;
