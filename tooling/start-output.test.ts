import { describe, expect, it } from "vitest";
import { isStartNoise } from "./start-output.ts";

// Lines of a real `pnpm start` run (2026-11-27).
const noise = [
  "   • turbo 2.11.11",
  "   • Packages in scope: @novaline/admin, @novaline/api, @novaline/marketing",
  "@novaline/api:dev: cache bypass, force executing 17307f18f1fd4bb0",
  "@novaline/admin:dev: $ vite",
  "@novaline/admin:dev: ",
  "@novaline/admin:dev:   VITE v8.3.8  ready in 593 ms",
  "@novaline/admin:dev:   ➜  Local:   http://localhost:5174/",
  "@novaline/admin:dev:   ➜  Network: use --host to expose",
  "@novaline/marketing:dev: [restart] Relaunching with --conditions=development",
  "@novaline/admin:dev: 9:43:14 AM [vite] (client) [optimizer] bundling dependencies...",
  "@novaline/marketing:dev: 9:43:16 AM [vite] (ssr) connected.",
  "Shutting down Turborepo tasks...",
  " Tasks:    5 successful, 8 total",
  "Cached:    0 cached, 8 total",
  "  Time:    1m7.813s ",
  "",
];

const kept = [
  "NovaLine is running (ready in 22 s):",
  "  Site           http://localhost:5173/",
  'Vapi stand-in on http://127.0.0.1:8789: demo calls "ring" here.',
  '@novaline/api:dev: {"level":"warn","event":"request","method":"POST","path":"/v1/inquiries","status":422}',
  "@novaline/marketing:dev: 9:45:01 AM [vite] (client) Internal server error: Transform failed",
  "@novaline/marketing:dev: Error: Cannot find module './missing'",
];

describe("pnpm start's output", () => {
  it.each(noise)("leaves out %j", (line) => {
    expect(isStartNoise(line)).toBe(true);
  });
  it.each(kept)("keeps %j", (line) => {
    expect(isStartNoise(line)).toBe(false);
  });
});
