import { Hono } from "hono";
import { describe, expect, it } from "vitest";
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
