#!/usr/bin/env node
// The API's image, proven without a container engine (`pnpm verify:image`): the deploy folder
// built by the Dockerfile's steps from a `turbo prune --docker` of the workspace (`pnpm deploy
// --prod`: the built server, the migrations and production dependencies only), started as its
// container starts it, `node dist/server.js` with NODE_ENV=production.
// Checks that it becomes ready (/readyz: migrated, its database answering) with the security
// headers and live (/livez), stops cleanly on SIGTERM, refuses to
// start on the local defaults (naming each missing setting) and with the Auth emulator set. Prints the folder's size and the start time.
// Run after `pnpm build` (turbo runs it as the API's check:package).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../tooling/auth-emulator.ts";
import { startPostgres } from "../src/test/postgres-server.ts";

const root = new URL("../../..", import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), "novaline-api-prod-"));
const app = join(work, "app");
const problems = [];
// Production runs on PostgreSQL (the image carries no PGlite) over TLS that checks the server's
// certificate: a throw-away server on loopback with a certificate from a throw-away CA.
const postgres = await startPostgres({ tls: true });

/** Runs a command, its output shown only when it fails. */
function sh(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    console.error(`${command} ${args.join(" ")} failed in ${cwd}:\n${error.stdout}${error.stderr}`);
    throw error;
  }
}

/**
 * The deploy folder, made as the Dockerfile makes it: `turbo prune --docker` (the API's slice of
 * the workspace: nothing outside it is there), the install from the pruned manifests and
 * lockfile, the pruned sources and tsconfig.base.json over them, the build, then `pnpm deploy
 * --prod`. A build that reaches outside the pruned tree (as the libraries' tsdown configs once
 * did, importing ../../tooling/) fails here as it would in `docker build`.
 */
function buildAsTheImage() {
  const pruned = join(work, "out");
  const repo = join(work, "repo");
  sh("pnpm", ["exec", "turbo", "prune", "@novaline/api", "--docker", `--out-dir=${pruned}`], root);
  cpSync(join(pruned, "json"), repo, { recursive: true });
  // The store already holds every package of the lockfile: no download.
  sh("pnpm", ["install", "--frozen-lockfile", "--prefer-offline"], repo);
  cpSync(join(pruned, "full"), repo, { recursive: true });
  cpSync(join(root, "tsconfig.base.json"), join(repo, "tsconfig.base.json"));
  sh("pnpm", ["exec", "turbo", "run", "build", "--filter=@novaline/api"], repo);
  sh("pnpm", ["--filter", "@novaline/api", "deploy", "--prod", app], repo);
}

function start(env) {
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: app,
    env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

try {
  const deployStarted = Date.now();
  buildAsTheImage();
  const deployMs = Date.now() - deployStarted;
  for (const path of [
    "dist/server.js",
    "drizzle/meta/_journal.json",
    "node_modules/@novaline/content/dist",
  ]) {
    if (!existsSync(join(app, path))) problems.push(`the deploy folder lacks ${path}`);
  }
  for (const dev of [
    "vitest",
    "tsx",
    "firebase-tools",
    "drizzle-kit",
    "@electric-sql/pglite",
    "src",
  ]) {
    const path = dev === "src" ? "src" : `node_modules/${dev}`;
    if (existsSync(join(app, path)))
      problems.push(`the deploy folder holds ${path}, which production does not need`);
  }
  const size = execFileSync("du", ["-sh", "--dereference", app], { encoding: "utf8" }).split(
    "\t",
  )[0];

  // Production's settings, with an SMTP server nobody listens on (the worker retries; the health
  // check does not depend on mail). The Turnstile key only has to be one that is not Cloudflare's
  // test key; no token is checked here.
  const production = {
    DATABASE_URL: postgres.url,
    SMTP_URL: `smtp://127.0.0.1:${String(await freePort())}`,
    IP_HASH_SECRET: randomBytes(32).toString("base64url"),
    FIREBASE_PROJECT_ID: "novaline-check",
    CORS_ORIGINS: "https://novaline.ai,https://admin.novaline.ai",
    TRUST_PROXY: "1",
    TURNSTILE_SECRET_KEY: `0x4AAAAAAA${randomBytes(16).toString("hex")}`,
  };
  const port = await freePort();
  const startedAt = Date.now();
  const server = start({ ...production, PORT: String(port) });
  let health;
  while (!health?.ok && Date.now() - startedAt < 60_000 && server.child.exitCode === null) {
    health = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = Date.now() - startedAt;
  if (!health?.ok) {
    problems.push(`not ready on /readyz within 60 s:\n${server.output().slice(-2000)}`);
  } else {
    const live = await fetch(`http://127.0.0.1:${port}/livez`).catch(() => undefined);
    if (live?.status !== 200) problems.push(`/livez answered ${String(live?.status)}, not 200`);
    for (const header of [
      "strict-transport-security",
      "x-content-type-options",
      "content-security-policy",
    ]) {
      if (!health.headers.get(header)) problems.push(`/readyz has no ${header} header`);
    }
  }
  server.child.kill("SIGTERM");
  const code = await Promise.race([
    server.exited,
    new Promise((resolve) => setTimeout(() => resolve("timeout"), 10_000)),
  ]);
  if (code !== 0) {
    server.child.kill("SIGKILL");
    problems.push(`SIGTERM ended the server with ${String(code)}, not 0`);
  }

  const bare = start({ PORT: String(await freePort()), PGLITE_DIR: join(work, "pglite") });
  const bareCode = await Promise.race([
    bare.exited,
    new Promise((resolve) => setTimeout(() => resolve("timeout"), 30_000)),
  ]);
  const unnamed = [
    "DATABASE_URL",
    "SMTP_URL",
    "IP_HASH_SECRET",
    "FIREBASE_PROJECT_ID",
    "CORS_ORIGINS",
    "TURNSTILE_SECRET_KEY",
    "TRUST_PROXY",
  ].filter((name) => !bare.output().includes(name));
  if (bareCode === 0 || bareCode === "timeout" || unnamed.length > 0) {
    bare.child.kill("SIGKILL");
    problems.push(
      `the server did not refuse production's local defaults, naming each (missing: ${unnamed.join(", ")}):\n${bare.output().slice(-2000)}`,
    );
  }

  const unsafe = start({
    ...production,
    PORT: String(await freePort()),
    FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
  });
  const unsafeCode = await Promise.race([
    unsafe.exited,
    new Promise((resolve) => setTimeout(() => resolve("timeout"), 30_000)),
  ]);
  if (
    unsafeCode === 0 ||
    unsafeCode === "timeout" ||
    !/FIREBASE_AUTH_EMULATOR_HOST/.test(unsafe.output())
  ) {
    unsafe.child.kill("SIGKILL");
    problems.push("the server started in production with the Auth emulator set");
  }

  // Asked for the embedded database, the image says it has none, and how to run.
  const embedded = start({
    ...Object.fromEntries(Object.entries(production).filter(([name]) => name !== "DATABASE_URL")),
    ALLOW_EMBEDDED_DATABASE: "1",
    PGLITE_DIR: join(work, "pglite"),
    PORT: String(await freePort()),
  });
  const embeddedCode = await Promise.race([
    embedded.exited,
    new Promise((resolve) => setTimeout(() => resolve("timeout"), 30_000)),
  ]);
  if (
    embeddedCode === 0 ||
    embeddedCode === "timeout" ||
    !/set DATABASE_URL/.test(embedded.output())
  ) {
    embedded.child.kill("SIGKILL");
    problems.push(
      `asked for PGlite, the production start did not say to set DATABASE_URL:\n${embedded.output().slice(-2000)}`,
    );
  }

  console.log(
    `API production start: pruned build and deploy folder ${size} in ${String(deployMs)} ms; ready after ${String(startMs)} ms; SIGTERM exit ${String(code)}; refuses the local defaults, the Auth emulator and the embedded database in production (PostgreSQL only)`,
  );
} finally {
  postgres.stop();
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`✗ ${problems.join("\n✗ ")}`);
  process.exit(1);
}
