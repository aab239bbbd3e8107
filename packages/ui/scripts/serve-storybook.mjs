#!/usr/bin/env node
// Serves the built Storybook (storybook-static/) on 127.0.0.1:$PORT (default 6106) until stopped:
// the web server of the Playwright tests in browser/.
import { serveStorybook } from "./lib/storybook-static.mjs";

const { origin } = await serveStorybook("", Number(process.env.PORT ?? 6106));
console.log(`Storybook at ${origin}`);
