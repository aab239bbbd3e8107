#!/usr/bin/env node
// The API's image, proven without a container engine (`pnpm verify:image`): the deploy folder
// built by the Dockerfile's steps from a `turbo prune --docker` of the workspace (`pnpm deploy
// --prod`: the built server, the migrations and production dependencies only), started as its
// container starts it, with NODE_ENV=production, against a throw-away PostgreSQL over verified
// TLS, an SMTP sink that takes mail only after STARTTLS, and the Turnstile and Vapi stand-ins.
// Checks that the Dockerfile still runs the steps repeated here; that the folder holds no
// development dependency, test file or source map carrying source text; that it becomes ready
// (/readyz: migrated, its database answering) with the security headers and live (/livez); that
// it stores a contact inquiry and delivers its two e-mails, places a demo call with Vapi, logs
// none of the personal values sent, stops cleanly on SIGTERM; and that it refuses to start on
// the local defaults (naming each missing setting), with the Auth emulator set, or on PGlite.
//
// Production refuses Vapi's and Cloudflare's URLs being overridden, so the stand-ins are reached
// the way a hosts-file entry would reach them: a module loaded before the server (`--import`,
// written to a temporary folder, never part of the deploy folder) sends fetches for
// api.vapi.ai and challenges.cloudflare.com to their loopback addresses.
// Run after `pnpm build` (turbo runs it as the API's check:package).
import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { freePort } from "../../../tooling/auth-emulator.ts";
import { startSmtpSink } from "../../../tooling/smtp-sink.ts";
import { standInToken, startTurnstileStandIn } from "../../../tooling/turnstile-stand-in.ts";
import { startVapiStandIn } from "../../../tooling/vapi-stand-in.ts";
import { personalValuesIn } from "../src/test/personal-values.ts";
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

/**
 * The Dockerfile's lines that the steps above repeat, word for word: when one changes there and
 * not here (or the reverse), the check says which, instead of proving a build nobody ships.
 */
const DOCKERFILE_STEPS = [
  "prune @novaline/api --docker",
  "pnpm install --frozen-lockfile",
  "COPY --from=prune /repo/out/full/ .",
  "COPY tsconfig.base.json ./",
  "pnpm exec turbo run build --filter=@novaline/api",
  "pnpm --filter @novaline/api deploy --prod /app",
  "ENV NODE_ENV=production",
  'CMD ["node", "--enable-source-maps", "dist/server.js"]',
];

function dockerfileDrift() {
  const dockerfile = readFileSync(join(root, "apps/api/Dockerfile"), "utf8");
  return DOCKERFILE_STEPS.filter((step) => !dockerfile.includes(step)).map(
    (step) =>
      `the Dockerfile no longer runs \`${step}\`, which this check repeats: keep the two in step`,
  );
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * What of our own code the deploy folder should not hold: test files anywhere in it, and a
 * server source map that carries the source text (`sourcesContent`: the server's map keeps lines
 * and names only, for stack traces). The @novaline libraries in it are the packages we publish on
 * npm, whose maps carry their public sources by design.
 */
function shippedByMistake() {
  const ours = [
    join(app, "dist"),
    ...readdirSync(join(app, "node_modules/@novaline")).map((name) =>
      join(app, "node_modules/@novaline", name),
    ),
  ];
  const found = [];
  for (const dir of ours) {
    for (const file of filesUnder(dir)) {
      const path = join(dir, file);
      if (/(^|\/)(__tests__|test|tests)\/|\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(file)) {
        found.push(`${relative(app, path)} (a test file)`);
      } else if (file.endsWith(".map") && dir === join(app, "dist")) {
        const { sourcesContent } = JSON.parse(readFileSync(path, "utf8"));
        if (Array.isArray(sourcesContent) && sourcesContent.some((text) => text)) {
          found.push(`${relative(app, path)} (a source map with the source text)`);
        }
      }
    }
  }
  return found;
}

/**
 * A module the server loads first (`node --import`), sending Vapi's and Cloudflare's requests to
 * the stand-ins on loopback; written outside the deploy folder.
 */
function standInRoutes(routes) {
  const file = join(work, "stand-in-routes.mjs");
  writeFileSync(
    file,
    `const routes = ${JSON.stringify(routes)};
const original = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  for (const [from, to] of Object.entries(routes)) {
    if (url.startsWith(from)) {
      const target = to + url.slice(from.length);
      return input instanceof Request ? original(new Request(target, input), init) : original(target, init);
    }
  }
  return original(input, init);
};
`,
  );
  return pathToFileURL(file).href;
}

/**
 * A number the demo may call now: production calls within 08:00-21:00 at the number's local
 * time, and this check runs at any hour (Chicago, London and Sydney cover the day between them).
 */
function callableNumber(now = new Date()) {
  const candidates = [
    ["+1 512 555 0134", "America/Chicago"],
    ["+44 20 7946 0958", "Europe/London"],
    ["+61 2 5550 4321", "Australia/Sydney"],
  ];
  for (const [number, timeZone] of candidates) {
    const [hour, minute] = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .format(now)
      .split(":")
      .map(Number);
    const minutes = hour * 60 + minute;
    // Five minutes clear of either end.
    if (minutes >= 8 * 60 + 5 && minutes <= 21 * 60 - 5) return number;
  }
  return candidates[0][0];
}

function start(env, nodeOptions = []) {
  const child = spawn(
    process.execPath,
    [...nodeOptions, "--enable-source-maps", "dist/server.js"],
    {
      cwd: app,
      env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A contact inquiry from a visitor behind the load balancer: stored, both e-mails delivered. */
async function checkInquiry(base, staffEmail) {
  const visitor = "jane.cooper@clinic.example";
  const sent = Date.now();
  const response = await fetch(`${base}/v1/inquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" },
    body: JSON.stringify({
      kind: "contact",
      name: "Jane Cooper",
      email: visitor,
      phone: "+1 (512) 555-0134",
      company: "Bright Smile Dental",
      message: "We miss calls at lunch and after 6 pm. Can your agent book appointments for us?",
      sourcePage: "/contact",
      turnstileToken: standInToken("inquiry-contact"),
    }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 201) {
    problems.push(
      `POST /v1/inquiries answered ${String(response.status)}: ${JSON.stringify(body)}`,
    );
    return undefined;
  }
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query("select count(*)::int as n from inquiries where id = $1", [
      body.id,
    ]);
    if (rows[0]?.n !== 1)
      problems.push(`inquiry ${String(body.id)} answered 201 but is not stored`);
  } finally {
    await client.end();
  }
  const deadline = Date.now() + 20_000;
  while (smtp.messages.length < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const recipients = smtp.messages.flatMap((message) => message.to).sort();
  const expected = [staffEmail, visitor].sort();
  if (JSON.stringify(recipients) !== JSON.stringify(expected)) {
    problems.push(
      `the inquiry's e-mails reached ${JSON.stringify(recipients)}, not the visitor and the staff (${JSON.stringify(expected)})`,
    );
  }
  if (smtp.messages.some((message) => !message.secure)) {
    problems.push("an e-mail was delivered without STARTTLS");
  }
  return Date.now() - sent;
}

/** A phone demo with its bot check passed: admitted, then placed with Vapi with the key. */
async function checkDemoCall(base) {
  const sent = Date.now();
  const response = await fetch(`${base}/v1/demo-calls`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.8" },
    body: JSON.stringify({
      firstName: "Jane",
      phone: callableNumber(),
      industry: "health",
      consent: true,
      turnstileToken: standInToken("demo-call"),
    }),
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 202) {
    problems.push(
      `POST /v1/demo-calls answered ${String(response.status)}: ${JSON.stringify(body)}`,
    );
    return undefined;
  }
  const deadline = Date.now() + 20_000;
  const placed = () =>
    vapi.requests.filter((request) => request.method === "POST" && request.path === "/call");
  while (placed().length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const [post, ...again] = placed();
  if (!post) {
    problems.push("the admitted demo call was not placed with Vapi within 20 s");
    return undefined;
  }
  if (again.length > 0)
    problems.push(`one demo call was posted to Vapi ${String(again.length + 1)} times`);
  if (post.authorization !== `Bearer ${vapi.apiKey}`) {
    problems.push("the demo call reached Vapi without the private key");
  }
  const status = await fetch(`${base}/v1/demo-calls/${String(body.id)}`).then((r) => r.json());
  if (!["queued", "ringing", "in-progress", "ended"].includes(status.status)) {
    problems.push(`the placed demo call reads ${JSON.stringify(status)}`);
  }
  return Date.now() - sent;
}

let smtp;
let turnstile;
let vapi;
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

  problems.push(
    ...dockerfileDrift(),
    ...shippedByMistake().map((file) => `the deploy folder holds ${file}`),
  );

  // Production's settings: every secret random, mail over STARTTLS to the sink (trusting the
  // throw-away CA as it trusts PostgreSQL's), the demo calls configured.
  const { tlsFiles } = postgres;
  smtp = await startSmtpSink(tlsFiles);
  const turnstileSecret = `0x4AAAAAAA${randomBytes(16).toString("hex")}`;
  turnstile = await startTurnstileStandIn({ hostname: "novaline.ai", secret: turnstileSecret });
  const port = await freePort();
  const vapiKey = randomUUID();
  const webhookSecret = randomBytes(32).toString("base64url");
  vapi = await startVapiStandIn({
    apiKey: vapiKey,
    webhookUrl: `http://127.0.0.1:${String(port)}/v1/vapi/events`,
    webhookSecret,
    timings: { ringMs: 100, answerMs: 300, talkMs: 600 },
  });
  const routes = standInRoutes({
    "https://api.vapi.ai": vapi.url.replace(/\/+$/, ""),
    "https://challenges.cloudflare.com/turnstile/v0/siteverify": turnstile.url,
  });
  const production = {
    DATABASE_URL: postgres.url,
    SMTP_URL: smtp.url,
    NODE_EXTRA_CA_CERTS: tlsFiles.ca,
    IP_HASH_SECRET: randomBytes(32).toString("base64url"),
    FIREBASE_PROJECT_ID: "novaline-check",
    CORS_ORIGINS: "https://novaline.ai,https://admin.novaline.ai",
    TRUST_PROXY: "1",
    TURNSTILE_SECRET_KEY: turnstileSecret,
    STAFF_EMAIL: "sales@novaline.ai",
    VAPI_PRIVATE_KEY: vapiKey,
    VAPI_PHONE_NUMBER_ID: "number-1",
    VAPI_DEMO_ASSISTANT_ID: "assistant-demo",
    VAPI_WEBHOOK_SECRET: webhookSecret,
  };
  const startedAt = Date.now();
  const server = start({ ...production, PORT: String(port) }, ["--import", routes]);
  let health;
  while (!health?.ok && Date.now() - startedAt < 60_000 && server.child.exitCode === null) {
    health = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined);
    if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const startMs = Date.now() - startedAt;
  const base = `http://127.0.0.1:${String(port)}`;
  let mailMs;
  let callMs;
  if (!health?.ok) {
    problems.push(`not ready on /readyz within 60 s:\n${server.output().slice(-2000)}`);
  } else {
    const live = await fetch(`${base}/livez`).catch(() => undefined);
    if (live?.status !== 200) problems.push(`/livez answered ${String(live?.status)}, not 200`);
    for (const header of [
      "strict-transport-security",
      "x-content-type-options",
      "content-security-policy",
    ]) {
      if (!health.headers.get(header)) problems.push(`/readyz has no ${header} header`);
    }
    mailMs = await checkInquiry(base, production.STAFF_EMAIL);
    callMs = await checkDemoCall(base);
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
  const leaked = personalValuesIn(server.output());
  if (leaked.length > 0) {
    problems.push(`the production server logged personal values: ${leaked.join(", ")}`);
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
    `API production start: pruned build and deploy folder ${size} in ${String(deployMs)} ms; ready after ${String(startMs)} ms; an inquiry stored and its 2 e-mails delivered over STARTTLS in ${String(mailMs)} ms; a demo call placed with Vapi in ${String(callMs)} ms; no personal value in its log; SIGTERM exit ${String(code)}; refuses the local defaults, the Auth emulator and the embedded database in production (PostgreSQL only)`,
  );
} finally {
  await Promise.all([smtp?.stop(), turnstile?.stop(), vapi?.stop()]);
  postgres.stop();
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`✗ ${problems.join("\n✗ ")}`);
  process.exit(1);
}
