import { context, ROOT_CONTEXT, trace, TraceFlags } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonLogger, logLevelFrom, requestLogger } from "./logger.js";

function capture(level?: "info" | "warn" | "error") {
  const lines: { level: string; event: string; status?: number }[] = [];
  const logger = jsonLogger(
    (line) => lines.push(JSON.parse(line) as (typeof lines)[number]),
    level ? { level } : {},
  );
  return { lines, logger };
}

describe("the log level", () => {
  it("is info in production and warn elsewhere, unless LOG_LEVEL says", () => {
    expect(logLevelFrom({ NODE_ENV: "production" })).toBe("info");
    expect(logLevelFrom({})).toBe("warn");
    expect(logLevelFrom({ NODE_ENV: "development", LOG_LEVEL: "info" })).toBe("info");
    expect(logLevelFrom({ NODE_ENV: "production", LOG_LEVEL: "error" })).toBe("error");
    expect(() => logLevelFrom({ LOG_LEVEL: "debug" })).toThrow(
      "LOG_LEVEL must be info, warn or error",
    );
  });

  it("drops the lines below it", () => {
    const { lines, logger } = capture("warn");
    logger.info("listening");
    logger.warn("rate_limit.prune_failed");
    logger.error("mail.failed");
    expect(lines.map((line) => line.event)).toEqual(["rate_limit.prune_failed", "mail.failed"]);
  });
});

describe("request lines", () => {
  const app = (logger: ReturnType<typeof jsonLogger>) =>
    new Hono<{ Variables: { requestId: string } }>()
      .use(async (c, next) => {
        c.set("requestId", "r1");
        await next();
      })
      .use(requestLogger(logger))
      .get("/ok", (c) => c.text("ok"))
      .get("/refused", (c) => c.text("no", 422))
      .get("/broken", (c) => c.text("oops", 500));

  it("in development, only refusals and failures, each at its level", async () => {
    const { lines, logger } = capture("warn");
    for (const path of ["/ok", "/refused", "/broken"]) await app(logger).request(path);
    expect(lines.map(({ level, status }) => [level, status])).toEqual([
      ["warn", 422],
      ["error", 500],
    ]);
  });

  it("in production, every request", async () => {
    const { lines, logger } = capture("info");
    for (const path of ["/ok", "/refused"]) await app(logger).request(path);
    expect(lines.map(({ level, status }) => [level, status])).toEqual([
      ["info", 200],
      ["warn", 422],
    ]);
  });
});

describe("lines", () => {
  beforeAll(() => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  });
  afterAll(() => {
    context.disable();
  });

  it("are JSON with the level's name, an ISO time and the event, and no pid or host name", () => {
    const lines: string[] = [];
    jsonLogger((line) => lines.push(line)).info("listening", { url: "http://127.0.0.1:8787" });
    const line = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      event: "listening",
      url: "http://127.0.0.1:8787",
    });
    // What the benchmark counts and waits for.
    expect(lines[0]).toContain('"event":"listening"');
  });

  it("carry the trace and span they were written in", () => {
    const lines: string[] = [];
    const logger = jsonLogger((line) => lines.push(line));
    const span = trace.wrapSpanContext({
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
      spanId: "00f067aa0ba902b7",
      traceFlags: TraceFlags.SAMPLED,
    });
    context.with(trace.setSpan(ROOT_CONTEXT, span), () => {
      logger.warn("request", { status: 422 });
    });
    logger.warn("outside");
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({
        traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
        spanId: "00f067aa0ba902b7",
        status: 422,
      }),
      expect.not.objectContaining({ traceId: expect.anything() as unknown }),
    ]);
  });

  it("censor fields that hold somebody's data, and a headers object's credentials", () => {
    const lines: string[] = [];
    jsonLogger((line) => lines.push(line)).warn("careless", {
      email: "jane@clinic.com",
      name: "Jane Cooper",
      phone: "+1 512 555 0188",
      message: "We miss calls at lunch.",
      body: { note: "anything" },
      headers: { authorization: "Bearer secret-token", cookie: "session=abc", accept: "*/*" },
      kept: "inquiry",
    });
    const line = lines[0] ?? "";
    for (const value of [
      "jane@clinic.com",
      "Jane",
      "555",
      "miss calls",
      "anything",
      "secret",
      "abc",
    ]) {
      expect(line).not.toContain(value);
    }
    expect(JSON.parse(line)).toMatchObject({
      email: "[redacted]",
      body: "[redacted]",
      headers: { authorization: "[redacted]", cookie: "[redacted]", accept: "*/*" },
      kept: "inquiry",
    });
  });

  it("hand an error line's error to error tracking, never to the line", () => {
    const lines: string[] = [];
    const reported: [string, unknown][] = [];
    const logger = jsonLogger((line) => lines.push(line), {
      onError: (event, _fields, error) => reported.push([event, error]),
    });
    const failure = new Error("insert failed: params jane@clinic.com");
    logger.error("mail.worker_error", { error: "Error" }, failure);
    logger.error("request", { status: 500 });
    expect(reported).toEqual([["mail.worker_error", failure]]);
    expect(lines.join("\n")).not.toContain("jane@clinic.com");
  });
});
