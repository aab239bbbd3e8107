// Reading the artwork files the copy points at, for the tests: an SVG's declared size and a WebP's
// pixel size, and the manifest scripts/rasterize-art.mjs writes.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
export const imagesDir = fileURLToPath(new URL("../../public/images", import.meta.url));

/** One WebP the rasterizer wrote: hashes of its source SVG and of itself, and its scale. */
export interface ArtEntry {
  svg: string;
  webp: string;
  scale: number;
}
/** art.json: image path under public/images → what it was rendered from. */
export const readArtManifest = (): Record<string, ArtEntry> =>
  JSON.parse(readFileSync(new URL("../../art.json", import.meta.url), "utf8")) as Record<
    string,
    ArtEntry
  >;

/** The width and height attributes and the viewBox of an SVG's root element. */
export function svgSize(file: string) {
  const svg = readFileSync(file, "utf8");
  const root = /<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
  return { width: Number(attr("width")), height: Number(attr("height")), viewBox: attr("viewBox") };
}

/** A WebP's size in pixels, from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
export function webpSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  if (data.toString("latin1", 0, 4) !== "RIFF" || data.toString("latin1", 8, 12) !== "WEBP")
    throw new Error(`${file} is not a WebP file`);
  const chunk = data.toString("latin1", 12, 16);
  if (chunk === "VP8X")
    return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  if (chunk === "VP8 ")
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = data.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  throw new Error(`${file}: unknown WebP chunk ${chunk}`);
}
