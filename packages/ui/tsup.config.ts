import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { defineConfig, type Options } from "tsup";

const shared = {
  format: ["esm", "cjs"],
  sourcemap: true,
  target: "es2022",
  external: ["react", "react-dom", "react/jsx-runtime"],
} satisfies Options;

const require = createRequire(import.meta.url);

/**
 * Copies the font files `src/fonts.css` takes from npm packages into `dist/fonts/` and writes a
 * `dist/fonts.css` that points at the copies, so an app that imports our stylesheet serves the
 * fonts without depending on the font packages itself.
 */
async function copyFonts(): Promise<void> {
  const css = await readFile("src/fonts.css", "utf8");
  await mkdir("dist/fonts", { recursive: true });
  const files = [...css.matchAll(/url\("([^".][^"]*\.woff2)"\)/g)].flatMap((m) => m.slice(1));
  for (const file of files) {
    await copyFile(require.resolve(file), join("dist/fonts", basename(file)));
    // The SIL Open Font License travels with the font.
    const fontPackage = file.slice(0, file.indexOf("/files/"));
    await copyFile(
      require.resolve(`${fontPackage}/LICENSE`),
      join("dist/fonts", `LICENSE-${basename(fontPackage)}.txt`),
    );
  }
  await writeFile(
    "dist/fonts.css",
    files.reduce((out, file) => out.replaceAll(file, `./fonts/${basename(file)}`), css),
  );
}

// Both builds run in parallel and write into dist/, so neither cleans it: `pnpm build` empties it
// first.
export default defineConfig([
  {
    ...shared,
    // One output module per component file (plus shared chunks) so that importing one component
    // does not pull in the others; `sideEffects` in package.json lets bundlers drop the rest.
    entry: [
      "src/index.ts",
      "src/components/**/*.tsx",
      "src/lib/**/*.ts",
      "!src/**/*.test.{ts,tsx}",
      "!src/**/*.stories.{ts,tsx}",
    ],
    dts: { entry: { index: "src/index.ts" } },
    clean: false,
    splitting: true,
    treeshake: false,
    // Components use hooks: React Server Components frameworks must treat them as client code.
    banner: { js: '"use client";' },
    async onSuccess() {
      await copyFile("src/styles.css", "dist/styles.css");
      await copyFonts();
    },
  },
  {
    ...shared,
    // The inline theme script is a plain string for the document <head>: no client banner.
    entry: { "theme-script": "src/theme-script.ts" },
    dts: true,
    clean: false,
  },
]);
