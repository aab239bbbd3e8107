import { artwork } from "./artwork.js";
import type { ImageAsset } from "./types/index.js";

/**
 * The image of a person's avatar (initials or an illustration on a gradient circle, drawn by
 * us), with alt text naming the person.
 */
export function avatarImage(src: string, name: string, size: number): ImageAsset {
  return artwork({ src, alt: `Avatar of ${name}`, width: size, height: size });
}
