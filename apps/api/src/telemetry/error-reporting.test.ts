import type { ErrorEvent } from "@sentry/node";
import { sql } from "drizzle-orm";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { openTestDatabase } from "../test/databases.js";
import { testApp, scannedLogger, valid } from "../test/harness.js";
import { personalValuesIn } from "../test/personal-values.js";
import { scrubEvent, startErrorReporting, type ErrorReporter } from "./error-reporting.js";

// Sentry against a stand-in on loopback that keeps every envelope it is sent: a request that
// fails on a statement whose error message holds the visitor's words makes one event, with the
// error's class and codes and none of those words.

const inquiry = {
  ...valid.contact,
  phone: "+1 512 555 0188",
  message: "Call me on +15125550188 about Tuesday, we miss calls.",
};
const PERSONAL = [
  "Jane",
  "Cooper",
  "jane@clinic.com",
  "+1 512 555 0188",
  "15125550188",
  "miss calls",
  "Tuesday",
];

let standIn: Server;
let dsn = "";
const envelopes: string[] = [];
let reporter: ErrorReporter;
let database: DatabaseHandle;

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      envelopes.push(
        (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8"),
      );
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  dsn = `http://publickey@127.0.0.1:${String((standIn.address() as AddressInfo).port)}/1`;
  reporter = await startErrorReporting(
    { dsn, environment: "test", release: undefined },
    { processHandlers: false },
  );
  database = await openTestDatabase("pglite");
  // Drizzle's error for a refused statement carries the statement's parameters in its message.
  await database.db.execute(
    sql`alter table inquiries add constraint inquiries_name_short check (length(name) < 5)`,
  );
});

afterAll(async () => {
  await reporter.close(2000);
  await database.close();
  await new Promise((resolve) => standIn.close(resolve));
});

describe("error tracking", () => {
  it("reports a failed request once, by its class and codes, with none of the visitor's words", async () => {
    const lines: string[] = [];
    const api = testApp(
      database,
      {},
      { logger: scannedLogger(lines, { onError: reporter.report }) },
    );
    const res = await api.submit(inquiry);
    expect(res.status).toBe(500);
    await reporter.flush(5000);

    // The `unhandled` line carries its error; the request's own 500 line does not: one event.
    expect(envelopes).toHaveLength(1);
    const envelope = envelopes[0] ?? "";
    const event = JSON.parse(envelope.split("\n")[2] ?? "{}") as ErrorEvent;
    expect(event.exception?.values?.map((exception) => exception.type)).toContain(
      "DrizzleQueryError",
    );
    expect(event.tags).toMatchObject({ event: "unhandled" });
    expect(event.contexts?.log).toMatchObject({
      code: "23514",
      constraint: "inquiries_name_short",
    });
    expect(event.request).toBeUndefined();
    expect(event.user).toBeUndefined();

    // Scanned without the DSN and the stack frames' file paths (`…/.pnpm/hono@4.13.19/…` reads
    // like an address to the scan).
    const sent = envelope
      .replaceAll(dsn, "")
      .replace(/"(?:filename|abs_path|module)":"[^"]*"/g, "");
    expect(sent).toContain("DrizzleQueryError");
    for (const value of PERSONAL) expect(sent).not.toContain(value);
    expect(personalValuesIn(sent)).toEqual([]);
  });

  it("scrubs addresses and numbers from every text it keeps, and drops request, user and messages", () => {
    const event = scrubEvent({
      type: undefined,
      message: "Could not reach jane@clinic.com or +1 (512) 555-0134",
      request: { url: "https://api.novaline.ai/v1/inquiries?email=jane@clinic.com" },
      user: { ip_address: "203.0.113.7", email: "jane@clinic.com" },
      exception: { values: [{ type: "SmtpError", value: "550 <jane@clinic.com> unknown" }] },
      extra: { to: ["jane@clinic.com"], attempt: 2 },
      tags: { event: "mail.failed", trace_id: "4bf92f3577b34da6a3ce929d0e0e4736" },
      contexts: { log: { status: 550, detail: "call 15125550134" } },
    });
    expect(event).toEqual({
      type: undefined,
      message: "Could not reach [email] or [phone]",
      exception: { values: [{ type: "SmtpError" }] },
      extra: { to: ["[email]"], attempt: 2 },
      tags: { event: "mail.failed", trace_id: "4bf92f3577b34da6a3ce929d0e0e4736" },
      contexts: { log: { status: 550, detail: "call [phone]" } },
    });
  });
});
