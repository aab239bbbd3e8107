#!/usr/bin/env node
// A package's import cost, measured as an app pays it: each entry of dist/ bundled with what it
// imports (minified ESM for the browser, esbuild; peers such as React left out with --external),
// gzipped, and compared with its budget. Fails above a budget. Run from the package, after
// `pnpm build`:
//   node ../../tooling/check-size.mjs index.js=4096 demo-call.js=65536 [--external react,…]
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const externalAt = args.indexOf("--external");
const external = externalAt === -1 ? [] : args[externalAt + 1].split(",");
const budgets = args
  .filter((arg, index) => arg.includes("=") && (externalAt === -1 || index !== externalAt + 1))
  .map((arg) => {
    const [file, limit] = arg.split("=");
    return { file, limit: Number(limit) };
  });
// esbuild comes with the packages' build tool: the one tsup uses.
const fromPackage = createRequire(join(process.cwd(), "package.json"));
const { build } = createRequire(fromPackage.resolve("tsup"))("esbuild");
const { name } = createRequire(import.meta.url)(join(process.cwd(), "package.json"));

let over = false;
for (const { file, limit } of budgets) {
  const result = await build({
    stdin: {
      contents: `export * from ${JSON.stringify(join(process.cwd(), "dist", file))};`,
      resolveDir: process.cwd(),
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
  const size = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  const fails = size > limit;
  over ||= fails;
  console.log(
    `${name} ${file}: ${String(size)} bytes gzip (budget ${String(limit)})${fails ? " ✗ over the budget" : ""}`,
  );
}
if (budgets.length === 0) {
  console.error("No budgets given: node ../../tooling/check-size.mjs index.js=<bytes> …");
  process.exit(2);
}
process.exit(over ? 1 : 0);
