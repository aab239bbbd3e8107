#!/usr/bin/env node
// What size-limit (the budgets, .size-limit.json) does not do: the import cost of every component
// as a README table, and that importing one component brings no other's code. esbuild bundles a
// file that imports the component's exports from the package index (so tree-shaking is part of
// the test), minified, React external. Fails when:
// - importing Button pulls in another component's code, or Marquee or WordmarkName pulls in
//   Button, Slot or cva;
// - the README table differs from the measured one by more than 1% (`node scripts/import-sizes.mjs --write`
//   rewrites it).
// Usage (after `pnpm build`): node scripts/import-sizes.mjs [--write]
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import * as prettier from "prettier";

const dist = new URL("../dist/", import.meta.url);
const readmeUrl = new URL("../README.md", import.meta.url);
const entry = new URL("index.js", dist).pathname;
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

async function measure(names) {
  const importList = names === "*" ? "* as ui" : `{ ${names.join(", ")} }`;
  const use = names === "*" ? "ui" : `[${names.join(", ")}]`;
  const result = await build({
    stdin: {
      contents: `import ${importList} from ${JSON.stringify(entry)}; console.log(${use});`,
      resolveDir: process.cwd(),
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  return {
    code: Buffer.from(code).toString("utf8"),
    min: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
  };
}

/** Runtime exports of a built module (its closing `export { … };`). */
function exportsOf(path) {
  const code = readFileSync(new URL(path, dist), "utf8");
  const list = [...code.matchAll(/^export \{([^}]*)\};/gm)].at(-1)?.[1] ?? "";
  return list
    .split(",")
    .map((name) =>
      name
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    )
    .filter(Boolean);
}

const publicNames = new Set(exportsOf("index.js"));

const components = readdirSync(new URL("components/", dist))
  .filter((file) => file.endsWith(".js"))
  .sort()
  .map((file) => ({
    module: file.replace(/\.js$/, ""),
    names: exportsOf(`components/${file}`).filter((name) => publicNames.has(name)),
  }));

const rows = [];
const shared = { module: "cn", names: ["cn"] };
for (const { module, names } of [shared, ...components, { module: "everything", names: "*" }]) {
  try {
    rows.push({ module, names, ...(await measure(names)) });
  } catch (error) {
    console.error(`could not bundle ${module}: ${error.message.split("\n")[0]}`);
    process.exitCode = 1;
  }
}

const bytes = (n) => n.toLocaleString("en-US");
const table = [
  "| module | imports | min bytes | gzip bytes |",
  "| --- | --- | ---: | ---: |",
  ...rows.map(({ module, names, min, gzip }) => {
    const label = module === "everything" ? "**everything**" : `\`${module}\``;
    const imports =
      names === "*"
        ? "`* as ui`"
        : `\`${names[0]}\`${names.length > 1 ? ` + ${names.length - 1} more` : ""}`;
    return `| ${label} | ${imports} | ${bytes(min)} | ${bytes(gzip)} |`;
  }),
].join("\n");

console.log("import".padEnd(18), "min".padStart(8), "gzip".padStart(8), " (React excluded)");
for (const { module, min, gzip } of rows) {
  console.log(module.padEnd(18), String(min).padStart(8), String(gzip).padStart(8));
}

const byModule = Object.fromEntries(rows.map((row) => [row.module, row]));
const button = byModule.button;

if (button) {
  // Strings that only other components' code contains.
  const foreign = ["toast", "aria-roledescription", "Tap to unmute", "DismissableLayer"].filter(
    (s) => button.code.includes(s),
  );
  if (foreign.length > 0) {
    console.error(`✗ importing Button pulls in other components (${foreign.join(", ")})`);
    process.exitCode = 1;
  }
}

// Modules whose point is to stay small: the Marquee's pause button is a plain <button>, and
// WordmarkName is the brand name alone for sites that build their own link. Button, Slot and cva
// stay out of their bundles.
for (const [name, row] of [
  ["Marquee", byModule.marquee],
  ["WordmarkName", byModule["wordmark-name"]],
]) {
  if (!row) continue;
  const extra = ['"data-slot":"button"', "compoundVariants", "Slottable"].filter((s) =>
    row.code.includes(s),
  );
  if (extra.length > 0) {
    console.error(`✗ importing ${name} pulls in Button, Slot or cva (${extra.join(", ")})`);
    process.exitCode = 1;
  } else console.log(`✓ ${name} brings no Button, Slot or cva`);
}

const readme = readFileSync(readmeUrl, "utf8");
const markers = /(<!-- import-sizes:start[^>]*-->\n)[\s\S]*?(<!-- import-sizes:end -->)/;
// Formatted as the repository's `prettier --check` expects.
const updated = await prettier.format(readme.replace(markers, `$1\n${table}\n\n$2`), {
  ...(await prettier.resolveConfig(readmeUrl.pathname)),
  filepath: readmeUrl.pathname,
});
if (!markers.test(readme)) {
  console.error("✗ README.md has no <!-- import-sizes:start --> … <!-- import-sizes:end --> block");
  process.exitCode = 1;
} else if (process.argv.includes("--write")) {
  writeFileSync(readmeUrl, updated);
  console.log("README.md import-size table written");
} else if (!sameFigures(updated, readme)) {
  console.error(
    "✗ README.md's import-size table is stale: run `node scripts/import-sizes.mjs --write`",
  );
  process.exitCode = 1;
} else console.log("✓ README.md's import-size table matches");

/**
 * Whether two READMEs are the same but for the table's byte counts moving by under 1%: the same
 * sources do not always bundle to the same bytes (a few bytes either way from one machine or run
 * to the next), and a README must not go stale over that.
 */
function sameFigures(a, b) {
  const numbers = /\d{1,3}(?:,\d{3})+|\d+/g;
  const figures = (text) => [...text.matchAll(numbers)].map(([n]) => Number(n.replaceAll(",", "")));
  const shape = (text) => text.replace(numbers, "#").replace(/ +/g, " ");
  if (shape(a) !== shape(b)) return false;
  const [x, y] = [figures(a), figures(b)];
  return x.every((n, i) => Math.abs(n - (y[i] ?? 0)) <= Math.max(8, n * 0.01));
}
