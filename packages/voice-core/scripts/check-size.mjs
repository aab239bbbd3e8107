#!/usr/bin/env node
// Size check of @novaline/voice-core (run after `pnpm build`): bundles each entry the way an app
// would (minified ESM, the SDK and React left out), gzips it and fails above the limit. The
// React entry's modules import the core's, so its bundle includes the core: it is the whole
// package's own code; `all` is everything both entries export. Also fails if a module of dist/
// imports @vapi-ai/web other than through a dynamic import(), which would put the ~83 KB SDK into
// every page that imports voice-core.
import { readdirSync, readFileSync } from "node:fs";
import { bundle, gzipSize } from "../../../tooling/check-size.mjs";

// bytes, gzip. `client`: what an app that creates a client pays (the 0.3 budget, 7 KB).
// `index`: everything the core entry exports, the tree-shakable features included (9.5 KB). `react`,
// `all`: the React entry may add 2 KB to the core.
const CLIENT_LIMIT = 7168;
const INDEX_LIMIT = 9728;
const LAZY_LIMIT = 1024;
const LAZY_PROVIDER_LIMIT = 512;
const ALL_LIMIT = INDEX_LIMIT + 2048;
const dist = new URL("../dist/", import.meta.url);
const external = ["@vapi-ai/web", "react", "react-dom", "react/jsx-runtime"];

// dist/ is unbundled (one module per source file, the React modules importing the core's by
// relative path), so an app shares one copy of each module between its chunks.
const packageDir = new URL("..", import.meta.url).pathname;
const filesOf = (files) => files.map((file) => new URL(file, dist).pathname);
const sizeOf = (files, names) =>
  gzipSize({ packageDir, files: filesOf(files), external, ...(names ? { names } : {}) });

let failed = false;

for (const [label, files, limit, names] of [
  ["client", ["index.js"], CLIENT_LIMIT, ["createVoiceClient"]],
  // What a page's first load carries with createLazyVoiceClient (the client loads on demand).
  ["lazy client", ["index.js"], LAZY_LIMIT, ["createLazyVoiceClient"]],
  // What a React page's first load carries: the provider alone (the hooks' chunks bring the rest).
  ["lazy provider", ["react.js"], LAZY_PROVIDER_LIMIT, ["LazyVoiceCallProvider"]],
  ["index", ["index.js"], INDEX_LIMIT],
  ["react", ["react.js"], ALL_LIMIT],
  ["all", ["index.js", "react.js"], ALL_LIMIT],
]) {
  const size = await sizeOf(files, names);
  const over = size > limit;
  failed ||= over;
  console.log(
    `voice-core: ${size} bytes gzip (limit ${limit}) [${label}]${over ? " ✗ over the limit" : ""}`,
  );
}

// Tree-shakable features: what each adds to the client, and that a client without them does
// not carry their code (a string only they contain).
const client = new TextDecoder().decode(
  await bundle({
    packageDir,
    files: filesOf(["index.js"]),
    external,
    names: ["createVoiceClient"],
  }),
);
const clientSize = await sizeOf(["index.js"], ["createVoiceClient"]);
for (const [feature, names, marker] of [
  ["tools", ["handleClientTools"], "tool-calls"],
  ["metrics", ["watchCallMetrics"], "responseLatenciesMs"],
  ["audio levels", ["createAudioLevelMeter"], "getByteFrequencyData"],
]) {
  const size = await sizeOf(["index.js"], ["createVoiceClient", ...names]);
  const shaken = !client.includes(marker);
  failed ||= !shaken;
  console.log(
    `voice-core: ${feature} add ${size - clientSize} bytes gzip to the client${shaken ? "" : ` ✗ the client alone contains "${marker}": not tree-shaken`}`,
  );
}

const modules = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((file) => /\.c?js$/.test(file));
for (const file of modules) {
  const code = readFileSync(new URL(file, dist), "utf8");
  const all = code.match(/["']@vapi-ai\/web["']/g) ?? [];
  const dynamic = code.match(/\bimport\(\s*["']@vapi-ai\/web["']\s*\)/g) ?? [];
  if (all.length !== dynamic.length) {
    console.error(`✗ dist/${file} imports @vapi-ai/web statically; only import() is allowed`);
    failed = true;
  }
}

if (failed) process.exit(1);
