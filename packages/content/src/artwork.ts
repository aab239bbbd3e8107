import type { ImageAsset } from "./types/index.js";

/**
 * Artwork this wide or wider (the blog's covers) has a copy NARROW_WIDTH px wide beside it instead
 * of a 2× one. scripts/rasterize-art.mjs renders the files by the same two numbers.
 */
export const WIDE_ARTWORK_WIDTH = 1000;
export const NARROW_WIDTH = 720;

/**
 * `image` with the `srcSet` of the copies scripts/rasterize-art.mjs renders beside each WebP under
 * /images/: `<name>-2x.webp` at twice its size (`1x, 2x`), or for wide artwork `<name>-720w.webp`
 * (`720w, 1200w`; the page gives `sizes`). Other images are returned as they are.
 */
export function artwork(image: ImageAsset): ImageAsset {
  if (!/^\/images\/.+\.webp$/.test(image.src)) return image;
  const beside = (suffix: string) => image.src.replace(/\.webp$/, `${suffix}.webp`);
  const srcSet =
    image.width >= WIDE_ARTWORK_WIDTH
      ? `${beside(`-${String(NARROW_WIDTH)}w`)} ${String(NARROW_WIDTH)}w, ${image.src} ${String(image.width)}w`
      : `${image.src} 1x, ${beside("-2x")} 2x`;
  return { ...image, srcSet };
}
