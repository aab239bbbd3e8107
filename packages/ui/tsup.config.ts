import { copyFile, mkdir, readFile, rm, writeFile } from "node:fs/promises";
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

const USE_CLIENT = '"use client";';

/**
 * Marks every output file that holds a "use client" module with the directive. esbuild keeps an
 * entry's directive but not a shared chunk's, and with code splitting the index and the other
 * components import a component from its chunk, so each chunk must carry it too. Every source
 * module is an entry, so no chunk mixes client and server modules. Reads esbuild's metafiles
 * (written for this only) and removes them.
 */
async function markClientChunks(): Promise<void> {
  for (const format of ["esm", "cjs"]) {
    const metafile = `dist/metafile-${format}.json`;
    const { outputs } = JSON.parse(await readFile(metafile, "utf8")) as {
      outputs: Record<string, { inputs: Record<string, unknown>; entryPoint?: string }>;
    };
    for (const [file, { inputs, entryPoint }] of Object.entries(outputs)) {
      if (file.endsWith(".map")) continue;
      // An entry whose code sits in a chunk lists no inputs but names its entry point.
      const sources = await Promise.all(
        [...Object.keys(inputs), ...(entryPoint ? [entryPoint] : [])]
          .filter((input) => input.startsWith("src/"))
          .map((input) => readFile(input, "utf8")),
      );
      if (!sources.some((source) => source.startsWith(USE_CLIENT))) continue;
      const code = await readFile(file, "utf8");
      // Prepended on the first line, so the source maps' line numbers still hold.
      const marked =
        format === "esm"
          ? code.startsWith(USE_CLIENT)
            ? code
            : USE_CLIENT + code
          : // CJS: into the directive prologue, next to "use strict", ahead of the first statement.
            `"use strict";${USE_CLIENT}` +
            code.replace(/^"use strict";/, "").replace(USE_CLIENT, "");
      await writeFile(file, marked);
    }
    if (!process.env.KEEP_METAFILE) await rm(metafile);
  }
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
      "src/variants/**/*.ts",
      "!src/**/*.test.{ts,tsx}",
      "!src/**/*.stories.{ts,tsx}",
    ],
    dts: { entry: { index: "src/index.ts" } },
    clean: false,
    splitting: true,
    treeshake: false,
    // No banner: modules that use hooks, context or event handlers start with "use client"
    // themselves, so `cn()`, the variants and the static components stay usable in React Server
    // Components.
    metafile: true,
    async onSuccess() {
      await markClientChunks();
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
