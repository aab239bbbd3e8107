import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { imagesDir, readArtManifest, svgSize, webpSize } from "./testing/image-files.js";

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");
const webpFiles = readdirSync(imagesDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".webp"))
  .map((name) => name.replaceAll("\\", "/"))
  .sort();
const art = readArtManifest();

// The pages show artwork as WebP rendered from the SVG beside it (scripts/rasterize-art.mjs): an
// SVG edited without rendering it again would leave the site showing the old picture.
describe("rendered artwork", () => {
  it("lists every WebP under public/images, and only those", () => {
    expect(webpFiles.length).toBeGreaterThan(40);
    expect(Object.keys(art).sort()).toEqual(webpFiles);
  });

  it.each(webpFiles)("%s is rendered from its SVG as it is now", (name) => {
    const entry = art[name];
    const webp = join(imagesDir, name);
    // The copies `<name>-2x.webp` and `<name>-720w.webp` are rendered from `<name>.svg`.
    const svg = webp.replace(/(-2x|-\d+w)?\.webp$/, ".svg");
    expect(existsSync(svg), `${name} has no SVG source`).toBe(true);
    expect(sha256(svg), `${name}: run node scripts/rasterize-art.mjs`).toBe(entry?.svg);
    expect(sha256(webp), `${name} changed after it was rendered`).toBe(entry?.webp);
    const { width, height } = svgSize(svg);
    expect(webpSize(webp)).toEqual({
      width: Math.round(width * (entry?.scale ?? 0)),
      height: Math.round(height * (entry?.scale ?? 0)),
    });
  });
});
