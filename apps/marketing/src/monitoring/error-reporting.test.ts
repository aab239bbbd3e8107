import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { EARLY_ERRORS, earlyErrorsScript } from "./early-errors";
import { startErrorReporting } from "./error-reporting";

// The real SDK against a local stand-in for Sentry's ingest endpoint: what it receives is what
// Sentry would.
const envelopes: string[] = [];
const server = createServer((request: IncomingMessage, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    envelopes.push(body);
    response.writeHead(200, { "access-control-allow-origin": "*" }).end("{}");
  });
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
});
afterAll(() => {
  server.close();
});

const received = (text: string) => envelopes.some((envelope) => envelope.includes(text));

it("sends the errors of before it loaded, then reports uncaught errors itself", async () => {
  // What the inline script in <head> does on a real page.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script
  (new Function(earlyErrorsScript) as () => void)();
  window.dispatchEvent(
    new ErrorEvent("error", { error: new Error("thrown before the SDK"), message: "early" }),
  );

  const { port } = server.address() as AddressInfo;
  startErrorReporting(`http://publickey@127.0.0.1:${String(port)}/42`, "test");
  expect(window[EARLY_ERRORS]).toBeNull();
  await expect.poll(() => received("thrown before the SDK")).toBe(true);

  window.history.replaceState(null, "", "/contact?email=visitor%40example.com");
  window.dispatchEvent(
    new ErrorEvent("error", { error: new Error("thrown after the SDK"), message: "late" }),
  );
  await expect.poll(() => received("thrown after the SDK")).toBe(true);
  expect(envelopes.join("\n")).toContain('"environment":"test"');
});

it("sends the page's path but not its query string, which may hold what a visitor typed", () => {
  const sent = envelopes.join("\n");
  expect(sent).toContain("/contact");
  expect(sent).not.toMatch(/visitor|"ip_address"/);
});

it("starts once: a second start (the error page's, after the idle services') sends each error once", async () => {
  const { port } = server.address() as AddressInfo;
  startErrorReporting(`http://publickey@127.0.0.1:${String(port)}/42`, "second");
  window.dispatchEvent(
    new ErrorEvent("error", { error: new Error("thrown after both starts"), message: "once" }),
  );
  await expect.poll(() => received("thrown after both starts")).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(
    envelopes.filter((envelope) => envelope.includes("thrown after both starts")),
  ).toHaveLength(1);
  expect(envelopes.join("\n")).not.toContain('"environment":"second"');
});
