// The live inbox under load: opens STREAMS event streams (500 by default) on one API over
// PGlite, then times /readyz and a POST /v1/inquiries while they are open (the median and the
// worst of ROUNDS tries each). Run with `pnpm --filter @novaline/api measure:streams`.
import { fixedStaffDirectory } from "../auth/staff-directory.js";
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { createApp } from "../app.js";
import type { AdminCheck } from "../auth/admin-check.js";
import { parseConfig } from "../config.js";
import { openPglite } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { TRUST_NO_PROXY } from "../http/client-ip.js";
import { ALWAYS } from "../demo-calls/calling-hours.js";

const STREAMS = Number(process.env.STREAMS ?? 500);
const ROUNDS = Number(process.env.ROUNDS ?? 10);

const adminCheck: AdminCheck = (authorization) =>
  Promise.resolve(
    authorization === "Bearer admin"
      ? { ok: true, admin: { uid: "staff-1", email: "ops@novaline.ai" } }
      : { ok: false, code: "auth-token-missing", message: "Sign in" },
  );

const database = await openPglite();
await migrate(database);
// The API's own defaults (as `pnpm start` runs), without the limits that would refuse the load.
const defaults = parseConfig({ NODE_ENV: "test" });
const app = createApp({
  config: {
    ...defaults,
    corsOrigins: [],
    rateLimitPerMinute: 0,
    rateLimitPerMinutePer56: 0,
    rateLimitPerMinutePer48: 0,
    trustProxy: TRUST_NO_PROXY,
    demoCalls: { ...defaults.demoCalls, vapi: undefined, hours: ALWAYS },
  },
  database,
  adminCheck,
  staff: fixedStaffDirectory([]),
  inquiryEvents: { perAdmin: STREAMS, total: STREAMS },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((resolve) => server.once("listening", resolve));
const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;

const streams = new AbortController();
let opened = 0;
await Promise.all(
  Array.from({ length: STREAMS }, async () => {
    const res = await fetch(`${base}/v1/inquiry-events`, {
      headers: { authorization: "Bearer admin" },
      signal: streams.signal,
    });
    if (res.status === 200) opened += 1;
    void res.body?.pipeTo(new WritableStream()).catch(() => undefined);
  }),
);
// Let every stream settle into its polling.
await new Promise((resolve) => setTimeout(resolve, 3000));

async function time(run: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    const res = await run();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`answered ${String(res.status)}`);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  times.sort((a, b) => a - b);
  return `median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms, worst ${(times.at(-1) ?? 0).toFixed(0)} ms`;
}

const health = await time(() => fetch(`${base}/readyz`));
const post = await time(() =>
  fetch(`${base}/v1/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      kind: "contact",
      name: "Measure Streams",
      email: "measure@example.com",
      message: "Timing a POST.",
    }),
  }),
);
console.log(
  `${String(opened)} of ${String(STREAMS)} streams open on PGlite: /readyz ${health}; POST /v1/inquiries ${post}`,
);
streams.abort();
server.close();
await database.close();
process.exit(0);
