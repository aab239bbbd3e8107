import { describe, expect, it } from "vitest";
import { expectImage } from "../testing/expect-image.js";
import { blogPosts } from "./index.js";

describe("blog covers", () => {
  it.each(blogPosts.map((post) => [post.slug, post.cover] as const))(
    "%s: the cover exists at its size, with a 720 px copy for lists and phones",
    (_slug, cover) => {
      expectImage(cover);
      expect(cover.srcSet).toBe(
        `${cover.src.replace(/\.webp$/, "-720w.webp")} 720w, ${cover.src} 1200w`,
      );
    },
  );
});
