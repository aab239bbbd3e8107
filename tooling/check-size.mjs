#!/usr/bin/env node
// A package's import cost, measured as an app pays it: each entry of dist/ bundled with what it
// imports (minified ESM for the browser, esbuild; peers such as React left out with --external),
// gzipped, and compared with its budget. Fails above a budget. Run from the package, after
// `pnpm build`:
//   node ../../tooling/check-size.mjs index.js=4096 demo-call.js=65536 [--external react,…]
// `gzipSize` is the measurement alone, for packages with checks of their own (voice-core).
import { build } from "esbuild";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Gzip bytes of `files` (paths) exported together and bundled from `packageDir`: minified ESM,
 * `external` left out. With `names`, only those exports of the files (what an app that imports
 * just them pays, the rest tree-shaken). The package's tsconfig is ignored: its `paths` may
 * point at `src/`.
 * @param {{ packageDir: string, files: string[], external?: string[], names?: string[] }} options
 */
export async function gzipSize({ packageDir, files, external = [], names }) {
  return gzipSync(await bundle({ packageDir, files, external, names }), { level: 9 }).length;
}

/**
 * The minified bundle `gzipSize` measures, as bytes.
 * @param {{ packageDir: string, files: string[], external?: string[], names?: string[] }} options
 */
export async function bundle({ packageDir, files, external = [], names }) {
  const result = await build({
    stdin: {
      contents: files
        .map(
          (file) =>
            `export ${names ? `{ ${names.join(", ")} }` : "*"} from ${JSON.stringify(file)};`,
        )
        .join("\n"),
      resolveDir: packageDir,
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external,
    tsconfigRaw: {},
    logLevel: "silent",
  });
  return result.outputFiles[0].contents;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const externalAt = args.indexOf("--external");
  const external = externalAt === -1 ? [] : args[externalAt + 1].split(",");
  const budgets = args
    .filter((arg, index) => arg.includes("=") && (externalAt === -1 || index !== externalAt + 1))
    .map((arg) => {
      const [file, limit] = arg.split("=");
      return { file, limit: Number(limit) };
    });
  if (budgets.length === 0) {
    console.error("No budgets given: node ../../tooling/check-size.mjs index.js=<bytes> …");
    process.exit(2);
  }
  const packageDir = process.cwd();
  const { name } = createRequire(import.meta.url)(join(packageDir, "package.json"));
  let over = false;
  for (const { file, limit } of budgets) {
    const size = await gzipSize({ packageDir, files: [join(packageDir, "dist", file)], external });
    const fails = size > limit;
    over ||= fails;
    console.log(
      `${name} ${file}: ${String(size)} bytes gzip (budget ${String(limit)})${fails ? " ✗ over the budget" : ""}`,
    );
  }
  process.exit(over ? 1 : 0);
}
