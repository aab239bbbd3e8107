import { serve } from "@hono/node-server";
import { facts } from "@novaline/content";
import { createApp } from "./app.js";
import type { AdminCheck } from "./auth/admin-check.js";
import { firebaseAdminAuth } from "./auth/firebase-admin-auth.js";
import { firebaseAdminCheck } from "./auth/firebase-admin-check.js";
import { firebaseStaffDirectory } from "./auth/staff-directory.js";
import { ConfigError, parseConfig, type Config } from "./config.js";
import { openDatabase } from "./db/client.js";
import { migrate } from "./db/migrate.js";
import { purgeExpiredCalls } from "./demo-calls/purge-expired.js";
import { startDemoCallPlacement } from "./demo-calls/placement.js";
import { startDemoCallRetention } from "./demo-calls/retention.js";
import { createVapiClient } from "./demo-calls/vapi-client.js";
import { errorFields } from "./http/error-fields.js";
import { jsonLogger } from "./http/logger.js";
import { queueStaffDigest } from "./mail/digest.js";
import { pruneRecipientQuotas } from "./mail/recipient-quota.js";
import { createSendCaps, pruneMailCaps } from "./mail/send-caps.js";
import { monthsBefore, startInquiryRetention } from "./inquiries/retention.js";
import { startRetentionSweep } from "./retention/sweep.js";
import { pruneWindows } from "./http/sliding-window.js";
import { fileTransport, smtpTransport } from "./mail/transport.js";
import { startMailWorker } from "./mail/worker.js";
import { createRepositories } from "./repositories.js";
import { startErrorReporting } from "./telemetry/error-reporting.js";
import { observeOutbox } from "./telemetry/metrics.js";
import { startServerTelemetry } from "./telemetry/setup.js";
import { startVapiInboxWorker } from "./vapi-inbox/worker.js";

function readConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`NovaLine API: ${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
// Error tracking (SENTRY_DSN) first: the logger reports what it logs at error level with its error.
const errors = config.sentry && (await startErrorReporting(config.sentry));
const logger = jsonLogger(undefined, { level: config.logLevel, onError: errors?.report });
// Traces and metrics (OTEL_EXPORTER_OTLP_ENDPOINT) before anything makes a span or an instrument.
const telemetry = await startServerTelemetry(config.telemetry, logger);

// Firebase ID tokens of the project, verified on every admin request (revocation included).
const adminCheck: AdminCheck = firebaseAdminCheck({
  projectId: config.firebaseProjectId,
  maxSessionAgeMs: config.adminSessionMaxMs,
});

// An open live inbox stream's token is checked again every 30 s, with the account's current
// claims too: an admin whose claim was taken away loses the stream within a minute.
const adminRecheck: AdminCheck = firebaseAdminCheck({
  projectId: config.firebaseProjectId,
  maxSessionAgeMs: config.adminSessionMaxMs,
  currentClaims: true,
});

const database = await openDatabase(config);
await migrate(database);
logger.info("database.ready", { driver: database.driver });
const repositories = createRepositories(database.db, config);
// Read from the database only when the metrics are collected (never without an exporter).
observeOutbox(() => repositories.outbox.backlog());

const transport =
  config.smtpUrl === undefined
    ? fileTransport(config.mailOutboxDir)
    : smtpTransport(config.smtpUrl, { requireTls: config.production });
const worker = startMailWorker({
  outbox: repositories.outbox,
  transport,
  from: config.mailFrom,
  logger,
  leaseMs: config.mailLeaseMs,
  queueDigest: () => queueStaffDigest(database.db, config.staffEmail),
  sendCaps: createSendCaps(database.db, config.mailCaps),
});

// "Call me now": each admitted call is placed with Vapi by this worker, from the database, so a
// restart or a deploy loses none (any instance may place it).
const placement = startDemoCallPlacement({
  repository: repositories.demoCalls,
  settings: config.demoCalls,
  logger,
  leaseMs: config.demoCallLeaseMs,
  timings: config.demoCallPlacement,
});

// Vapi's messages are stored by the webhook and applied to their calls by this worker, so the
// webhook answers at once and a message is applied once, whichever instance took it.
const vapiInbox = startVapiInboxWorker({
  inbox: repositories.vapiInbox,
  demoCalls: repositories.demoCalls,
  doNotCall: repositories.doNotCall,
  logger,
});

// Aborted at SIGTERM: /readyz answers 503 from then on.
const stopping = new AbortController();
// Ends the live inbox's open streams when the listener closes (their clients reconnect elsewhere).
const shutdown = new AbortController();
const app = createApp({
  config,
  database,
  repositories,
  adminCheck,
  // Who inquiries can be assigned to: the project's accounts with the admin claim.
  staff: firebaseStaffDirectory(firebaseAdminAuth(config.firebaseProjectId)),
  logger,
  stopping: stopping.signal,
  inquiryEvents: {
    shutdown: shutdown.signal,
    perAdmin: config.eventStreams.perAdmin,
    total: config.eventStreams.total,
    adminRecheck,
  },
  onInquiryStored: () => {
    worker.wake();
  },
  onDemoCallAdmitted: () => {
    placement?.wake();
  },
  onVapiMessageStored: () => {
    vapiInbox.wake();
  },
});

const pruner = setInterval(() => {
  pruneWindows(database.db).catch((error: unknown) => {
    logger.warn("rate_limit.prune_failed", { ...errorFields(error) });
  });
  pruneMailCaps(database.db).catch((error: unknown) => {
    logger.warn("mail_caps.prune_failed", { ...errorFields(error) });
  });
  pruneRecipientQuotas(database.db).catch((error: unknown) => {
    logger.warn("mail_recipients.prune_failed", { ...errorFields(error) });
  });
}, 60_000);
pruner.unref();

// Demo calls (number, transcript, summary, and their data at Vapi) are deleted after the
// retention the consent text promises: a sweep now, then hourly.
const { vapi } = config.demoCalls;
const retention = startDemoCallRetention({
  purge: purgeExpiredCalls({
    repository: repositories.demoCalls,
    vapi: vapi && createVapiClient({ baseUrl: vapi.baseUrl, privateKey: vapi.privateKey }),
    logger,
  }),
  logger,
});

// Inquiries and their e-mails go 24 months after their last change, as the privacy policy says.
const inquiryRetention = startInquiryRetention({
  purge: (before) => repositories.inquiries.purgeOlderThan(before),
  logger,
});

// Consent records outlive their calls: five years, to show each automated call was asked for.
const consentRetention = startRetentionSweep({
  name: "demo_call_consents",
  purge: (before) => repositories.demoCalls.purgeConsentsOlderThan(before),
  cutoff: (now) => monthsBefore(now, facts.demoConsentRetentionYears * 12),
  logger,
});

// The live inbox's feed of changes is kept a day: a reader further behind reloads its list.
const changesRetention = startRetentionSweep({
  name: "inquiry_changes",
  purge: (before) => repositories.changes.pruneBefore(before),
  cutoff: (now) => new Date(now.getTime() - 86_400_000),
  logger,
});

// Feedback on browser calls (a visitor's rating and own words) goes after as long as a demo call's
// transcript is kept.
const callFeedbackRetention = startRetentionSweep({
  name: "call_feedback",
  purge: (before) => repositories.callFeedback.purgeOlderThan(before),
  cutoff: (now) => new Date(now.getTime() - facts.demoTranscriptRetentionDays * 86_400_000),
  logger,
});

// Vapi's messages are kept a day (their keys refuse a replay; a body is cleared once applied).
const vapiInboxRetention = startRetentionSweep({
  name: "vapi_inbox",
  purge: (before) => repositories.vapiInbox.pruneBefore(before),
  cutoff: (now) => new Date(now.getTime() - 86_400_000),
  logger,
});

// A request must arrive whole within 30 s (its headers within 15 s): a client that trickles a
// body, or never sends its last byte, does not hold a connection and its buffer for Node's
// default five minutes. Answers (the live inbox's stream, a CSV export) are not bounded by this.
const serverOptions = { requestTimeout: 30_000, headersTimeout: 15_000 };
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions },
  (info) => {
    logger.info("listening", {
      url: `http://${info.address}:${info.port}`,
      mail: config.smtpUrl === undefined ? `files in ${config.mailOutboxDir}` : "smtp",
      telemetry: telemetry.exporting ? "otlp" : "off",
      errorTracking: errors ? "sentry" : "off",
    });
  },
);

/** How long a stopping server waits for the requests, placements and e-mails in flight. */
const DRAIN_MS = 10_000;
/** How long it then gives the last spans and metrics, and Sentry's last events, to leave. */
const FLUSH_MS = 5_000;

/** `work`, given at most `ms`: false when it did not finish in time or failed. */
function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(resolve, ms, false);
  });
  return Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => {
    clearTimeout(timer);
  });
}

/** Resolves once the server has closed: no connection left, or those left cut after `ms`. */
function closeServer(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => {
      logger.warn("stopping.connections_cut", { afterMs: ms });
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, ms);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
  });
}

// A deploy sends SIGTERM. In this order: /readyz answers 503 (the load balancer stops sending
// traffic; for SHUTDOWN_DELAY_SECONDS requests are still taken), then no new connections or work,
// what is in flight finishes (bounded; work left over is taken over after its lease by the next
// instance), and only once the server has closed, with no request left to need it, the database.
async function stop(signal: string): Promise<void> {
  logger.info("stopping", { signal });
  stopping.abort();
  clearInterval(pruner);
  if (config.shutdownDelayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  }
  shutdown.abort();
  await Promise.all([
    closeServer(DRAIN_MS).then(() => {
      logger.info("stopping.server_closed");
    }),
    placement?.stop(DRAIN_MS),
    worker.stop(DRAIN_MS),
    vapiInbox.stop(DRAIN_MS),
    retention.stop(),
    inquiryRetention.stop(),
    consentRetention.stop(),
    changesRetention.stop(),
    vapiInboxRetention.stop(),
    callFeedbackRetention.stop(),
  ]);
  // With nothing left in flight: the last spans and a last collection of the metrics (the outbox
  // gauges read the database, still open), then what Sentry holds.
  const flushed = await within(FLUSH_MS, telemetry.shutdown());
  if (!flushed) logger.warn("stopping.telemetry_not_flushed", { afterMs: FLUSH_MS });
  if (errors) await within(FLUSH_MS, errors.close(FLUSH_MS));
  transport.close();
  await database.close();
  logger.info("stopped");
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping.signal.aborted) return;
    stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error("stopping.failed", { ...errorFields(error) }, error);
        process.exit(1);
      },
    );
  });
}
