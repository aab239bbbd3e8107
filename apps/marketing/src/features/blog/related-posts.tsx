import type { SectionIntro } from "@novaline/content";
import type { PostCard as PostCardData } from "./post-cards";
import { Section } from "../../shared/sections/section";
import { PostCard } from "./post-card";

export interface RelatedPostsProps {
  intro: SectionIntro;
  posts: readonly PostCardData[];
  readingTime: string;
}

/** Up to three posts on the same topic, below the article. */
export default function RelatedPosts({ intro, posts, readingTime }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <Section intro={intro} band>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="grid">
            <PostCard post={post} readingTime={readingTime} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
