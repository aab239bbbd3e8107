#!/usr/bin/env node
// Load test of POST /v1/inquiries on loopback against the built server (`pnpm build` first),
// once on the embedded PGlite and once on a throw-away PostgreSQL server (Debian's
// `postgresql` package). Prints requests/s and p50/p99 latency, then proves every 201 is a
// stored row. Fails below the floor: 1,000 accepted/s with p99 under 50 ms on each store.
//   pnpm --filter @novaline/api bench            (BENCH_SECONDS=30, BENCH_CONNECTIONS=10;
//     BENCH_LIMITS=on: the rate limit counted too; BENCH_LIMITS=off: the mail caps off too;
//     BENCH_OTEL=on: traces and metrics exported over OTLP/HTTP to a collector stand-in on
//     loopback that counts and discards them, metrics every BENCH_OTEL_METRIC_MS=10000)
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort, startPostgres } from "./throwaway-postgres.mjs";

const appDir = new URL("..", import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FLOOR = { requestsPerSecond: 1000, p99Ms: 50 };
const otel = process.env.BENCH_OTEL === "on";
const metricIntervalMs = Number(process.env.BENCH_OTEL_METRIC_MS ?? 10_000);

// Each request from another visitor's e-mail and address (an IPv4 address through a trusted
// proxy's X-Forwarded-For), as real traffic comes: every inquiry then stores both e-mails and its
// address's confirmation quota (one address would get three a day, then only the staff's e-mail,
// which is less work), whose sending the server's mail worker counts in the mail caps, set so high
// that none is reached (and, with BENCH_LIMITS=on, it is counted in its address's rate-limit
// window; an IPv6 client would be counted in three: /64, /56, /48).
let visitor = 0;
let network = 0;
const clientAddress = () => {
  network += 1;
  return `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network & 255}`;
};
const bodyOf = (email) =>
  JSON.stringify({
    kind: "contact",
    name: "Jane Cooper",
    email,
    phone: "+1 (512) 555-0134",
    company: "Bright Smile Dental",
    message: "We miss calls at lunch and after 6 pm. Can your agent book appointments for us?",
    sourcePage: "/contact",
  });

/**
 * The CPU time a process has used so far, in ms (user and system, from /proc; `undefined`
 * elsewhere). On a shared machine requests/s follows whatever else runs; the server's CPU time
 * per request much less so.
 */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .slice(11, 13)
      .map(Number);
    return ((utime + stime) * 1000) / 100; // clock ticks (USER_HZ, 100 on Linux)
  } catch {
    return undefined;
  }
}

/**
 * An OpenTelemetry collector stand-in on loopback: accepts every OTLP/HTTP POST (`/v1/traces`,
 * `/v1/metrics`) with 200 and discards it, counting requests and bytes per path.
 */
async function startCollector() {
  let counts = new Map();
  const server = createHttpServer((req, res) => {
    const count = counts.get(req.url) ?? { requests: 0, bytes: 0 };
    counts.set(req.url, count);
    count.requests += 1;
    req.on("data", (chunk) => (count.bytes += chunk.length));
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** The counts since the last call. */
    take: () => {
      const taken = counts;
      counts = new Map();
      return taken;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Starts dist/server.js and resolves once it listens. Counts the 201 answers the server itself
 * logged: autocannon stops counting at the end of its run while requests are still in flight.
 */
function startServer(env) {
  const child = spawn(process.execPath, ["dist/server.js"], {
    cwd: appDir,
    // Every line: the count reads the request lines, the start waits for "listening".
    env: { PATH: process.env.PATH, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stats = { created: 0, exportProblems: 0 };
  let partial = "";
  let ready = () => undefined;
  const listening = new Promise((resolve) => (ready = resolve));
  child.stdout.on("data", (chunk) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (line.includes('"event":"request"') && line.includes('"status":201')) stats.created++;
      else if (line.includes('"event":"listening"')) ready();
      else if (line.includes('"event":"telemetry.export_problem"')) stats.exportProblems++;
    }
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    stats,
    exited,
    listening: Promise.race([
      listening,
      exited.then((code) => Promise.reject(new Error(`server exited with ${code}`))),
    ]),
  };
}

const load = (url, duration) =>
  autocannon({
    url: `${url}/v1/inquiries`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": clientAddress() },
          body: bodyOf(`visitor-${String((visitor += 1))}@clinic.com`),
        }),
      },
    ],
    connections,
    duration,
  });

async function bench(store, collector) {
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), `novaline-bench-${store}-`));
  const postgres = store === "postgres" ? await startPostgres() : undefined;
  const env = {
    PORT: String(port),
    // The mail caps are counted, never reached; the rate limit is off, as it always was here
    // (BENCH_LIMITS=on counts it too, each request from its own address: see clientAddress;
    // BENCH_LIMITS=off turns the caps off as well, to weigh their cost on the same machine).
    TRUST_PROXY: "1",
    RATE_LIMIT_PER_MINUTE: process.env.BENCH_LIMITS === "on" ? "10" : "0",
    ...Object.fromEntries(
      [
        "CONFIRMATIONS_PER_HOUR",
        "CONFIRMATIONS_PER_DAY",
        "STAFF_NOTIFICATIONS_PER_HOUR",
        "STAFF_NOTIFICATIONS_PER_DAY",
      ].map((name) => [name, process.env.BENCH_LIMITS === "off" ? "0" : "100000000"]),
    ),
    MAIL_OUTBOX_DIR: join(scratch, "outbox"),
    ...(collector
      ? {
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
          OTEL_SERVICE_NAME: "novaline-api-bench",
          OTEL_METRIC_EXPORT_INTERVAL: String(metricIntervalMs),
        }
      : {}),
    ...(postgres ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: join(scratch, "pglite") }),
  };
  const server = startServer(env);
  try {
    await server.listening;
    const url = `http://127.0.0.1:${port}`;
    const warmup = await load(url, 5);
    const cpuBefore = cpuMsOf(server.child.pid);
    const result = await load(url, seconds);
    const cpuAfter = cpuMsOf(server.child.pid);
    // Graceful stop: the requests still in flight are answered (and logged) first.
    server.child.kill("SIGTERM");
    await server.exited;

    let rows;
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      rows = Number((await client.query("select count(*) as n from inquiries")).rows[0].n);
      await client.end();
    } else {
      const db = new PGlite(join(scratch, "pglite"));
      rows = Number((await db.query("select count(*)::int as n from inquiries")).rows[0].n);
      await db.close();
    }
    const counted = warmup["2xx"] + result["2xx"];
    return {
      store,
      "requests/s": Math.round(result.requests.average),
      "accepted/s": Math.round(result["2xx"] / result.duration),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      // The server's CPU time (its mail worker's included) per request answered during the run.
      "server CPU ms/req":
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : Math.round(((cpuAfter - cpuBefore) / result["2xx"]) * 100) / 100,
      // Every 201 the server answered (autocannon counted `counted` of them before it stopped).
      "201s": server.stats.created,
      "counted 201s": counted,
      rows,
      "non-2xx": warmup.non2xx + result.non2xx,
      errors: warmup.errors + result.errors + warmup.timeouts + result.timeouts,
      ...(collector
        ? {
            "OTLP posts": [...collector.take()]
              .map(
                ([path, { requests, bytes }]) =>
                  `${path} ${requests} (${Math.round(bytes / 1024)} KiB)`,
              )
              .join(", "),
            "export problems": server.stats.exportProblems,
          }
        : {}),
    };
  } finally {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    postgres?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (!existsSync(join(appDir, "dist/server.js"))) {
  console.error("Build first: pnpm --filter @novaline/api build");
  process.exit(1);
}
console.log(
  `POST /v1/inquiries, ${seconds} s, ${connections} connections, mail caps counted, rate limit ${process.env.BENCH_LIMITS === "on" ? "on" : "off"}, telemetry ${otel ? `exported over OTLP/HTTP to a stand-in (metrics every ${metricIntervalMs} ms)` : "off"}`,
);
const collector = otel ? await startCollector() : undefined;
const results = [];
for (const store of ["pglite", "postgres"]) {
  const result = await bench(store, collector);
  results.push(result);
  console.log(JSON.stringify(result));
}
await collector?.close();
console.table(results);
let ok = true;
for (const r of results) {
  const problems = [];
  if (r["201s"] !== r.rows) problems.push(`${r["201s"]} answers 201 but ${r.rows} rows stored`);
  if (r["non-2xx"] > 0 || r.errors > 0)
    problems.push(`${r["non-2xx"]} non-2xx, ${r.errors} errors`);
  if (r["accepted/s"] < FLOOR.requestsPerSecond)
    problems.push(`${r["accepted/s"]} accepted/s < ${FLOOR.requestsPerSecond}`);
  if (r["p99 ms"] >= FLOOR.p99Ms) problems.push(`p99 ${r["p99 ms"]} ms >= ${FLOOR.p99Ms} ms`);
  console.log(
    `${r.store}: ${problems.length === 0 ? "OK (every 201 is a row; floor met)" : `FAIL: ${problems.join("; ")}`}`,
  );
  ok &&= problems.length === 0;
}
process.exit(ok ? 0 : 1);
