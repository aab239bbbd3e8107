import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { defineConfig } from "tsdown";
import { libraryConfig } from "@novaline/tsdown-config";

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

export default defineConfig(
  libraryConfig({
    // One output module per source module (the shared setting), so that importing one component
    // does not pull in the others (`sideEffects` in package.json lets bundlers drop the rest),
    // and each module keeps its own "use client" directive: modules that use hooks, context or
    // event handlers start with it, so `cn()`, the variants and the static components stay
    // usable in React Server Components (checked by scripts/check-client-directives.mjs).
    entry: { index: "src/index.ts", "theme-script": "src/theme-script.ts" },
    deps: { neverBundle: ["react", "react-dom", "react/jsx-runtime"] },
    async onSuccess() {
      await copyFile("src/styles.css", "dist/styles.css");
      await copyFonts();
    },
  }),
);
