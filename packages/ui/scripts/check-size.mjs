#!/usr/bin/env node
// Shows that @novaline/ui is tree-shakeable: bundles an app that imports one component, for a few
// components, and one that imports everything, and prints their minified + gzip sizes (React
// excluded). Fails if importing Button alone pulls in the code of other components.
// Usage (after `pnpm build`): node scripts/check-size.mjs
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const entry = new URL("../dist/index.js", import.meta.url).pathname;
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
  return { code: Buffer.from(code).toString("utf8"), gzip: gzipSync(code, { level: 9 }).length };
}

const cases = [
  ["Button", ["Button"]],
  ["Card", ["Card", "CardContent"]],
  ["Tabs", ["Tabs", "TabsList", "TabsTrigger", "TabsContent"]],
  ["Accordion", ["Accordion", "AccordionItem", "AccordionTrigger", "AccordionContent"]],
  ["Carousel", ["Carousel"]],
  ["Dialog", ["Dialog", "DialogContent"]],
  ["Toaster + toast", ["Toaster", "toast"]],
  ["VideoCard", ["VideoCard"]],
  ["Marquee", ["Marquee"]],
  ["everything", "*"],
];

const rows = [];
for (const [label, names] of cases) {
  try {
    const { code, gzip } = await measure(names);
    rows.push({ label, gzip, code });
  } catch (error) {
    console.error(`could not bundle ${label}: ${error.message.split("\n")[0]}`);
    process.exitCode = 1;
  }
}

const all = rows.find((r) => r.label === "everything");
console.log("import                 gzip bytes (React excluded)");
for (const { label, gzip } of rows) console.log(`${label.padEnd(22)} ${String(gzip).padStart(8)}`);

// The Marquee's pause button is a plain <button>: Button, Slot and cva stay out of its bundle.
const marquee = rows.find((r) => r.label === "Marquee");
if (marquee) {
  const extra = ['"data-slot":"button"', "compoundVariants", "Slottable"].filter((s) =>
    marquee.code.includes(s),
  );
  if (extra.length > 0) {
    console.error(`✗ importing Marquee pulls in Button, Slot or cva (${extra.join(", ")})`);
    process.exitCode = 1;
  } else console.log("✓ Marquee brings no Button, Slot or cva");
}

const button = rows.find((r) => r.label === "Button");
if (button && all) {
  // Strings that only other components' code contains.
  const foreign = ["toast", "aria-roledescription", "Tap to unmute", "DismissableLayer"].filter(
    (s) => button.code.includes(s),
  );
  if (foreign.length > 0 || button.gzip > all.gzip / 4) {
    console.error(
      `✗ importing Button pulls in other components (${foreign.join(", ") || `${button.gzip} B of ${all.gzip} B`})`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `✓ Button alone is ${((button.gzip / all.gzip) * 100).toFixed(1)}% of the whole library`,
    );
  }
}
