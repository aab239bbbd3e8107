#!/usr/bin/env node
// One sender rotating IPv6 /64s inside its /48, against the built server with its default limits
// (`pnpm build` first): 30 /64s send 10 inquiries each at once, through a trusted proxy's
// X-Forwarded-For. Prints how many inquiries were accepted and how many e-mails the server wrote
// in the next seconds (mail to a folder, as `pnpm start` runs), as one JSON line.
//   pnpm --filter @novaline/api measure:rotation
//   API_DIR=/path/to/an/older/apps/api node scripts/measure-rotation.mjs   (the same, on a build
//   of another revision: the figure before a change)
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../tooling/auth-emulator.ts";

const appDir = process.env.API_DIR ?? new URL("..", import.meta.url).pathname;
const NETWORKS = 30;
const PER_NETWORK = 10;
const MAIL_WAIT_MS = Number(process.env.MAIL_WAIT_MS ?? 8000);

const scratch = mkdtempSync(join(tmpdir(), "novaline-rotation-"));
const outbox = join(scratch, "outbox");
const port = await freePort();
const child = spawn(process.execPath, ["dist/server.js"], {
  cwd: appDir,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    PGLITE_DIR: join(scratch, "pglite"),
    MAIL_OUTBOX_DIR: outbox,
  },
  stdio: ["ignore", "pipe", "pipe"],
});
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
child.stderr.on("data", (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once("exit", resolve));

try {
  const base = `http://127.0.0.1:${String(port)}`;
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    const ok = await fetch(`${base}/livez`)
      .then((r) => r.ok)
      .catch(() => false);
    // Revisions before /livez answered /healthz.
    const old = ok
      ? true
      : await fetch(`${base}/healthz`)
          .then((r) => r.ok)
          .catch(() => false);
    if (old) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const send = (network, i) =>
    fetch(`${base}/v1/inquiries`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // 2001:db8:7a00:NN00::/64 for NN = 0..29: thirty /64s of one /48 (2001:db8:7a00::/48).
        "x-forwarded-for": `2001:db8:7a00:${(network * 256).toString(16)}::${(i + 1).toString(16)}`,
      },
      body: JSON.stringify({
        kind: "contact",
        name: "Jane Cooper",
        email: `rotation-${String(network)}-${String(i)}@clinic.com`,
        phone: "+1 (512) 555-0134",
        company: "Bright Smile Dental",
        message: "We miss calls at lunch and after 6 pm. Can your agent book appointments for us?",
        sourcePage: "/contact",
      }),
    }).then((r) => r.status);

  const sentAt = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: NETWORKS }, (_, network) =>
      Array.from({ length: PER_NETWORK }, (_, i) => send(network, i)),
    ).flat(),
  );
  const burstMs = Date.now() - sentAt;
  await new Promise((resolve) => setTimeout(resolve, MAIL_WAIT_MS));
  let emails = 0;
  try {
    emails = readdirSync(outbox).length;
  } catch {
    emails = 0;
  }
  const count = (status) => statuses.filter((s) => s === status).length;
  console.log(
    JSON.stringify({
      server: appDir,
      sent: statuses.length,
      networks: NETWORKS,
      accepted: count(201),
      refused429: count(429),
      other: statuses.length - count(201) - count(429),
      burstMs,
      emailsWithin: `${String(MAIL_WAIT_MS / 1000)} s`,
      emails,
    }),
  );
} catch (error) {
  console.error(output.slice(-2000));
  throw error;
} finally {
  child.kill("SIGTERM");
  await exited;
  rmSync(scratch, { recursive: true, force: true });
}
