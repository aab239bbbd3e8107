import { team } from "../team.js";
import type { BlogAuthor } from "../types/index.js";

/** Id of a team member who can sign a blog post (a key of `team`). @public */
export type BlogAuthorId = keyof typeof team;

function authorFrom(id: BlogAuthorId): BlogAuthor {
  const member = team[id];
  return { id, name: member.name, role: member.role, avatar: member.avatar };
}

/**
 * Blog authors, built from the team so names, roles and avatars are written once.
 * @public
 */
export const blogAuthors: Readonly<Record<BlogAuthorId, BlogAuthor>> = {
  aarav: authorFrom("aarav"),
  riya: authorFrom("riya"),
  daniel: authorFrom("daniel"),
  neha: authorFrom("neha"),
  kabir: authorFrom("kabir"),
};
