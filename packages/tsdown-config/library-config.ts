// What every published package's build shares: ESM and CommonJS with their types and source maps,
// for today's browsers and Node, one module per source file unless a package says otherwise.
import type { UserConfig } from "tsdown";

/** A package's tsdown config: the shared settings, then the package's own. */
export const libraryConfig = (own: UserConfig): UserConfig => ({
  format: ["esm", "cjs"],
  unbundle: true,
  dts: true,
  sourcemap: true,
  target: "es2022",
  platform: "neutral",
  ...own,
});
