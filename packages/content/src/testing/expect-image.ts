// The check every test of the copy's images shares: the file exists, at the size the copy declares.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { ImageAsset } from "../types/index.js";
import { publicDir, readArtManifest, svgSize, webpSize } from "./image-files.js";

const art = readArtManifest();
const fileOf = (src: string) => join(publicDir, src);
/** The largest artwork file a page may show (the blog's 1200 × 630 covers are about 22 KB). */
const MAX_ARTWORK_BYTES = 24 * 1024;

/**
 * The file exists at the size the copy declares: an SVG as its width, height and viewBox; a WebP
 * rendered from the SVG beside it, which has that size, at the scale art.json records; each
 * `srcSet` candidate at the width or density it announces.
 */
export function expectImage(image: ImageAsset) {
  const file = fileOf(image.src);
  expect(existsSync(file), image.src).toBe(true);
  // An SVG declares the size a page shows it at; its drawing may use another grid of the same
  // shape (the team's portraits are drawn on 160 × 160 and shown at 64 × 64).
  const expectSvg = (svg: string) => {
    const { width, height, viewBox = "" } = svgSize(fileOf(svg));
    expect({ width, height }, svg).toEqual({ width: image.width, height: image.height });
    const [, , gridWidth = 0, gridHeight = 0] = viewBox.split(" ").map(Number);
    expect(gridWidth * image.height, `${svg} viewBox ${viewBox}`).toBe(gridHeight * image.width);
  };
  if (image.src.endsWith(".svg")) expectSvg(image.src);
  if (image.src.startsWith("/images/") && image.src.endsWith(".webp")) {
    expectSvg(image.src.replace(/\.webp$/, ".svg"));
    const scale = art[image.src.slice("/images/".length)]?.scale ?? Number.NaN;
    expect(webpSize(file), image.src).toEqual({
      width: image.width * scale,
      height: image.height * scale,
    });
    expect(statSync(file).size, image.src).toBeLessThanOrEqual(MAX_ARTWORK_BYTES);
  }
  if (image.srcSet !== undefined) {
    // Each candidate exists at the width or density it announces, and `src` is one of them.
    const candidates = image.srcSet.split(", ").map((entry) => entry.split(" "));
    expect(
      candidates.map(([src]) => src),
      image.srcSet,
    ).toContain(image.src);
    for (const [src = "", descriptor = ""] of candidates) {
      expect(existsSync(fileOf(src)), src).toBe(true);
      const { width } = webpSize(fileOf(src));
      if (descriptor.endsWith("w")) expect(`${String(width)}w`, src).toBe(descriptor);
      else expect(`${String(width / image.width)}x`, src).toBe(descriptor);
    }
  }
}
