#!/usr/bin/env node
// What size-limit (the budgets, .size-limit.json) does not check in dist/, after `pnpm build`:
// - that a client without the optional features carries none of their code (a string only each
//   feature's code contains), so an app that does not use them does not pay for them;
// - that no module imports @vapi-ai/web other than through a dynamic import(), which would put the
//   ~83 KB SDK into every page that imports voice-core.
import { readdirSync, readFileSync } from "node:fs";
import { build } from "esbuild";

const dist = new URL("../dist/", import.meta.url);
const packageDir = new URL("..", import.meta.url).pathname;
const external = ["@vapi-ai/web", "react", "react-dom", "react/jsx-runtime"];
let failed = false;

// What an app that creates a client bundles: minified, everything else tree-shaken.
const { outputFiles } = await build({
  stdin: {
    contents: `export { createVoiceClient } from ${JSON.stringify(new URL("index.js", dist).pathname)};`,
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
const client = outputFiles[0].text;
for (const [feature, marker] of [
  ["tools", "tool-calls"],
  ["metrics", "responseLatenciesMs"],
  ["audio levels", "getByteFrequencyData"],
  ["text chat", "We could not send your message"],
  ["feedback", "retry-after"],
  ["resume after a reload", "@novaline/voice-core:call"],
]) {
  const shaken = !client.includes(marker);
  failed ||= !shaken;
  console.log(
    shaken
      ? `✓ a client without ${feature} carries none of their code`
      : `✗ the client alone contains "${marker}": ${feature} are not tree-shaken`,
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
if (!failed) console.log(`✓ the SDK is only imported on demand (${modules.length} modules)`);
if (failed) process.exit(1);
