#!/usr/bin/env node
// Checks the "use client" directives of the built package (after `pnpm build`):
// - every source module that holds client code starts with "use client" (see `clientReasons`);
// - every output module of a "use client" source module starts with the directive, and no other
//   output module does (dist/ is unbundled: dist/components/button.js is src/components/button.tsx);
// - `cn()` and the variant functions, with everything they import, carry no directive, so React
//   Server Components can call them.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const dist = join(root, "dist");
const USE_CLIENT = '"use client";';

const hasDirective = (code) => code.startsWith(USE_CLIENT);

/** Packages that use hooks or context themselves: a module importing them runs on the client. */
const CLIENT_PACKAGE = /^(@radix-ui\/|embla-carousel|sonner$)/;

/**
 * Why the source `code` is client code, or an empty list. The rule is syntactic, so that it is
 * simple and errs on the client side: a module is client code when it
 * - imports a hook, a binding named `use` + capital letter (React's naming rule), from any module:
 *   `react`, a package (`useEmblaCarousel`, `useComposedRefs`) or our own lib/use-*.ts;
 * - or calls one through a namespace (`React.useState`);
 * - or imports a value from a client-only package (`CLIENT_PACKAGE`).
 * Type-only imports do not count. Importing a client *component* does not make a module client
 * code: a Server Component may render one (LogoStrip renders Marquee).
 */
function clientReasons(code) {
  const reasons = [];
  const imports = code.matchAll(/^import\s+(?!type\s)([^;]*?)\s+from\s+["']([^"']+)["']/gms);
  for (const [, clause, from] of imports) {
    const names = clause
      .replace(/[{}]/g, ",")
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "" && !part.startsWith("type "))
      .map((part) => part.split(/\s+as\s+/).at(-1));
    const hooks = names.filter((name) => /^use[A-Z]\w*$/.test(name));
    if (hooks.length > 0) reasons.push(`imports ${hooks.join(", ")} from "${from}"`);
    if (CLIENT_PACKAGE.test(from) && names.length > 0) reasons.push(`imports "${from}"`);
  }
  for (const [call] of code.matchAll(/\b\w+\.use[A-Z]\w*(?=\s*[(<])/g)) {
    reasons.push(`calls ${call}`);
  }
  return reasons;
}

const files = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => /\.c?js$/.test(file));
const problems = [];
let clientFiles = 0;

for (const file of files) {
  const code = readFileSync(join(dist, file), "utf8");
  const stem = `src/${file.replace(/\.c?js$/, "")}`;
  // The bundler's own helpers (dist/_virtual/) have no source module.
  const source = [`${stem}.ts`, `${stem}.tsx`].find((path) => existsSync(join(root, path)));
  const client =
    source !== undefined && readFileSync(join(root, source), "utf8").startsWith(USE_CLIENT);
  if (client) clientFiles += 1;
  if (source !== undefined && !client && file.endsWith(".js")) {
    const reasons = clientReasons(readFileSync(join(root, source), "utf8"));
    if (reasons.length > 0) {
      problems.push(`${source} lacks "use client" but is client code: ${reasons.join("; ")}`);
    }
  }
  if (client !== hasDirective(code)) {
    problems.push(
      `${file}: ${client ? "lacks" : "must not have"} "use client" (source: ${source ?? "none"})`,
    );
  }
}

/** The local files `file` imports, transitively. */
function importsOf(file, seen = new Set()) {
  const code = readFileSync(join(dist, file), "utf8");
  for (const [, specifier] of code.matchAll(/(?:from |require\()["'](\.[^"']+)["']/g)) {
    const target = relative(dist, join(dist, dirname(file), specifier));
    if (!seen.has(target)) {
      seen.add(target);
      importsOf(target, seen);
    }
  }
  return seen;
}

const serverSafe = files.filter((file) => /^(lib\/cn|variants\/[\w-]+)\.c?js$/.test(file));
for (const file of serverSafe) {
  for (const dependency of [file, ...importsOf(file)]) {
    if (hasDirective(readFileSync(join(dist, dependency), "utf8"))) {
      problems.push(`${file} is for Server Components but reaches "use client" ${dependency}`);
    }
  }
}

if (serverSafe.length < 20)
  problems.push(`only ${serverSafe.length} cn/variant files found in dist`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log(
  `✓ "use client" on the ${clientFiles} of ${files.length} output files that hold client code; cn() and ${serverSafe.length / 2 - 1} variant modules are server-safe`,
);
