import { inquiryApi } from "@novaline/inquiry";
import { Hono, type Context } from "hono";
import { every } from "hono/combine";
import { cors } from "hono/cors";
import { randomUUID } from "node:crypto";
import { secureHeaders } from "hono/secure-headers";
import type { AdminCheck } from "./auth/admin-check.js";
import type { StaffDirectory } from "./auth/staff-directory.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { clientAddressReader, clientKey } from "./http/client-ip.js";
import { clientWentAway } from "./http/client-went-away.js";
import { errorFields } from "./http/error-fields.js";
import { apiError } from "./http/errors.js";
import { requestLogger, silentLogger, type Logger } from "./http/logger.js";
import { rateLimit } from "./http/rate-limit.js";
import { botCheckThrottle } from "./http/turnstile.js";
import { healthRoutes } from "./health/routes.js";
import { readinessCheck } from "./health/readiness.js";
import { traceRequests } from "./telemetry/tracing.js";
import { migrationsFolder } from "./paths.js";
import { callFeedbackRoutes } from "./call-feedback/routes.js";
import { countRefusals, demoCallRoutes } from "./demo-calls/routes.js";
import { continuations } from "./chat/continuation.js";
import { chatRoutes } from "./chat/routes.js";
import { chatRefusalCounter } from "./telemetry/metrics.js";
import { createVapiClient } from "./demo-calls/vapi-client.js";
import { vapiEventsRoute } from "./demo-calls/vapi-events-route.js";
import { doNotCallRoutes } from "./do-not-call/routes.js";
import { inquiryEventsRoute, type InquiryEventsOptions } from "./inquiries/events-route.js";
import { inquiryRoutes } from "./inquiries/routes.js";
import { countRefusal } from "./demo-calls/refusal-counts.js";
import { insightsRoutes } from "./insights/routes.js";
import { assignmentNotice, messagesFor } from "./mail/messages.js";
import { staffRoutes } from "./staff/routes.js";
import { recordingLinks } from "./recordings/recording-links.js";
import { recordingRoutes } from "./recordings/routes.js";
import { createRepositories, type Repositories } from "./repositories.js";

export interface AppDependencies {
  readonly config: Pick<
    Config,
    | "corsOrigins"
    | "rateLimitPerMinute"
    | "rateLimitPerMinutePer56"
    | "rateLimitPerMinutePer48"
    | "trustProxy"
    | "staffEmail"
    | "demoCalls"
    | "chat"
    | "ipHashSecret"
    | "recordingOrigins"
  >;
  readonly database: DatabaseHandle;
  /** The repositories the server built over `database`. @defaultValue built here */
  readonly repositories?: Repositories;
  /** Decides who may use the admin endpoints (Firebase in production, a fake in tests). */
  readonly adminCheck: AdminCheck;
  /** The staff members inquiries can be assigned to (Firebase in production, a list in tests). */
  readonly staff: StaffDirectory;
  /** @defaultValue silentLogger */
  readonly logger?: Logger;
  /** Called after an inquiry is stored, or a note to its assignee queued: wakes the mail worker. */
  readonly onInquiryStored?: () => void;
  /** Called after a demo call is admitted and stored: wakes the placement worker. */
  readonly onDemoCallAdmitted?: () => void;
  /** Called after one of Vapi's messages is stored: wakes the inbox worker that applies it. */
  readonly onVapiMessageStored?: () => void;
  /**
   * The live inbox's streams: how often they look, how long they last, how many may be open,
   * how their tokens are checked again, when they must end.
   */
  readonly inquiryEvents?: Omit<InquiryEventsOptions, "feed" | "adminCheck" | "logger">;
  /** Aborted when the server starts to stop: `/readyz` answers 503 from then on. */
  readonly stopping?: AbortSignal;
  /** The migrations `/readyz` expects applied. @defaultValue the committed `drizzle/` */
  readonly migrationsFolder?: string;
}

/** Builds the API application. */
export function createApp(deps: AppDependencies) {
  const { config, database, adminCheck, logger = silentLogger } = deps;
  const app = new Hono<{ Variables: { requestId: string } }>();

  // First: everything a request does, and every line it logs, happens in its span.
  app.use(traceRequests());
  // The server makes every request id (a client's own would reach our logs unchecked), and
  // sends it back for support requests.
  app.use(async (c, next) => {
    const id = randomUUID();
    c.set("requestId", id);
    c.header("X-Request-Id", id);
    await next();
  });
  app.use(requestLogger(logger));
  app.use(
    // JSON only: nothing to run, embed or frame. One year of HSTS, like the two sites.
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginResourcePolicy: "same-site",
      strictTransportSecurity: "max-age=31536000; includeSubDomains",
      referrerPolicy: "strict-origin-when-cross-origin",
      permissionsPolicy: { microphone: [], camera: [], geolocation: [], payment: [] },
    }),
  );
  app.use(
    cors({
      origin: [...config.corsOrigins],
      allowMethods: ["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
      // Last-Event-ID: the live inbox resumes its stream with it. If-Match and ETag: an update
      // names the version of the inquiry it was made from.
      allowHeaders: ["Content-Type", "Authorization", "Last-Event-ID", "If-Match"],
      exposeHeaders: ["Retry-After", "X-Request-Id", "Content-Disposition", "ETag"],
      maxAge: 600,
    }),
  );

  app.route(
    "/",
    healthRoutes({
      readiness: readinessCheck({
        database,
        migrationsFolder: deps.migrationsFolder ?? migrationsFolder,
        stopping: deps.stopping,
        logger,
      }),
    }),
  );

  const repositories = deps.repositories ?? createRepositories(database.db, config);

  // Limits count a client by what it cannot cheaply change: its IPv4 address or IPv6 /64 (and
  // the /56 and /48 around it).
  const addressOf = clientAddressReader(config.trustProxy);
  const clientKeyOf = (c: Context) => clientKey(addressOf(c));
  // Every request that may have Cloudflare verify a token is counted first, per client.
  const throttleBotChecks = botCheckThrottle({
    db: database.db,
    settings: config.demoCalls.turnstile,
    addressOf,
  });

  app.route(
    "/",
    inquiryEventsRoute({
      notices: database.notices,
      ...deps.inquiryEvents,
      feed: repositories.changes,
      adminCheck,
      logger,
    }),
  );
  app.route(
    "/",
    inquiryRoutes({
      repository: repositories.inquiries,
      adminCheck,
      messagesOf: (stored) => messagesFor(stored, config.staffEmail),
      staff: deps.staff,
      assignmentMessageOf: assignmentNotice,
      beforeSubmit: every(
        rateLimit({
          db: database.db,
          limits: {
            perMinute: config.rateLimitPerMinute,
            perMinutePer56: config.rateLimitPerMinutePer56,
            perMinutePer48: config.rateLimitPerMinutePer48,
          },
          addressOf,
        }),
        throttleBotChecks,
      ),
      botCheck: config.demoCalls.turnstile,
      clientAddressOf: addressOf,
      onStored: deps.onInquiryStored,
    }),
  );

  app.on(
    inquiryApi.requestDemoCall.method,
    inquiryApi.requestDemoCall.path,
    countRefusals(),
    throttleBotChecks,
  );
  app.route(
    "/",
    demoCallRoutes({
      repository: repositories.demoCalls,
      settings: config.demoCalls,
      clientAddressOf: addressOf,
      hashes: repositories.hashes,
      onAdmitted: deps.onDemoCallAdmitted,
      onRefused: (reason) => countRefusal(database.db, reason),
    }),
  );
  // The site's text conversation: the first message passes the bot check (counted like the
  // forms'), every message is counted and refused by the API's codes.
  app.on(
    inquiryApi.sendChatMessage.method,
    inquiryApi.sendChatMessage.path,
    countRefusals(chatRefusalCounter()),
  );
  app.route(
    "/",
    chatRoutes({
      db: database.db,
      settings: config.chat,
      botCheck: config.demoCalls.turnstile,
      throttleBotChecks,
      clientAddressOf: addressOf,
      continuations: continuations(config.ipHashSecret),
      logger,
    }),
  );
  app.route(
    "/",
    vapiEventsRoute({
      inbox: repositories.vapiInbox,
      settings: config.demoCalls,
      clientKeyOf,
      onStored: deps.onVapiMessageStored,
    }),
  );
  app.route("/", doNotCallRoutes({ repository: repositories.doNotCall, adminCheck }));
  app.route("/", staffRoutes({ adminCheck, staff: deps.staff }));
  app.route("/", insightsRoutes({ repository: repositories.insights, adminCheck }));
  const { vapi } = config.demoCalls;
  app.route(
    "/",
    recordingRoutes({
      db: database.db,
      adminCheck,
      links: recordingLinks(config.ipHashSecret),
      // The same directory as assignments: each signed link's holder is checked in it.
      staff: deps.staff,
      fetch: { origins: config.recordingOrigins, privateKey: vapi?.privateKey },
      logger,
    }),
  );
  app.route(
    "/",
    callFeedbackRoutes({
      repository: repositories.callFeedback,
      // The visitor waits on this lookup: a shorter time-out than placing a call has.
      calls:
        vapi &&
        createVapiClient({ baseUrl: vapi.baseUrl, privateKey: vapi.privateKey, timeoutMs: 5000 }),
      db: database.db,
      addressOf,
      logger,
    }),
  );

  app.notFound((c) => apiError(c, "not-found", `No route for ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    // A client that goes away in the middle of its request is not our failure (nobody reads the
    // answer either): an info line, not an error an operator is paged for.
    if (clientWentAway(c)) {
      logger.info("request-aborted", { requestId: c.get("requestId"), ...errorFields(error) });
      return apiError(c, "malformed-json", "The request ended before its body did.");
    }
    logger.error("unhandled", { requestId: c.get("requestId"), ...errorFields(error) }, error);
    return apiError(c, "internal", "Something went wrong on our side.");
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
