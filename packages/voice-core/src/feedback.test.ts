import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFeedback } from "./feedback";

// A real HTTP server on loopback and Node's fetch: what is sent, and how each answer is read,
// go through a real request, not through what a stub assumes.

interface Received {
  method: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

const received: Received[] = [];
let base = "";

const json = (response: ServerResponse, status: number, body: unknown, headers = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
};

/** How the server answers each path. */
const answers: Record<string, (response: ServerResponse) => void> = {
  "/created": (response) => {
    json(response, 201, { callId: "c", receivedAt: "2026-11-30T00:00:00.000Z" });
  },
  "/invalid": (response) => {
    json(response, 422, {
      error: {
        code: "invalid",
        message: "Please check this field: rating",
        fields: { rating: "Please choose a rating from 1 to 5", ignored: 3 },
      },
    });
  },
  "/flat": (response) => {
    json(response, 400, { message: "Bad rating", fields: { rating: "Too high" } });
  },
  "/busy": (response) => {
    json(
      response,
      429,
      { error: { code: "rate-limited", message: "Slow down" } },
      { "retry-after": "12" },
    );
  },
  "/proxy": (response) => {
    response.writeHead(502, { "content-type": "text/html" });
    response.end("<h1>Bad gateway</h1>");
  },
  "/hang": () => {
    // Never answers.
  },
};

const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    received.push({
      method: request.method,
      contentType: request.headers["content-type"],
      authorization: request.headers.authorization,
      body: text === "" ? undefined : (JSON.parse(text) as unknown),
    });
    const answer = answers[request.url ?? ""];
    if (answer) answer(response);
    else json(response, 404, { error: { code: "not-found", message: "No such call" } });
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const feedback = { callId: "5a1c7e0e-9d7b-4c1e-8f7a-2b3c4d5e6f70", rating: 4 };

describe("sendFeedback()", () => {
  it("posts the call's id, the rating and the comment as JSON, and says it was sent", async () => {
    received.length = 0;
    await expect(
      sendFeedback(`${base}/created`, { ...feedback, comment: "Booked me in a minute" }),
    ).resolves.toEqual({ status: "sent", httpStatus: 201 });
    expect(received).toEqual([
      {
        method: "POST",
        contentType: "application/json",
        authorization: undefined,
        body: { ...feedback, comment: "Booked me in a minute" },
      },
    ]);
  });

  it("leaves out a comment the visitor did not write, and adds the app's headers", async () => {
    received.length = 0;
    await sendFeedback(
      `${base}/created`,
      { ...feedback, comment: undefined },
      {
        headers: { authorization: "Bearer app", "content-type": "text/plain" },
      },
    );
    // The body is JSON whatever the app's headers say.
    expect(received).toEqual([
      {
        method: "POST",
        contentType: "application/json",
        authorization: "Bearer app",
        body: feedback,
      },
    ]);
  });

  it("returns the server's refusal with its message for each field, never throwing", async () => {
    await expect(sendFeedback(`${base}/invalid`, { ...feedback, rating: 9 })).resolves.toEqual({
      status: "refused",
      httpStatus: 422,
      code: "invalid",
      message: "Please check this field: rating",
      // Only messages: a field whose value is not text is left out.
      fields: { rating: "Please choose a rating from 1 to 5" },
      retryAfterSeconds: undefined,
    });
    // The other common shape: the error at the top of the body.
    await expect(sendFeedback(`${base}/flat`, feedback)).resolves.toMatchObject({
      status: "refused",
      httpStatus: 400,
      code: undefined,
      message: "Bad rating",
      fields: { rating: "Too high" },
    });
  });

  it("says when to try again after a rate limit", async () => {
    await expect(sendFeedback(`${base}/busy`, feedback)).resolves.toEqual({
      status: "refused",
      httpStatus: 429,
      code: "rate-limited",
      message: "Slow down",
      fields: {},
      retryAfterSeconds: 12,
    });
  });

  it("reads a refusal that is not JSON (a proxy's error page) as a refusal without details", async () => {
    await expect(sendFeedback(`${base}/proxy`, feedback)).resolves.toEqual({
      status: "refused",
      httpStatus: 502,
      code: undefined,
      message: undefined,
      fields: {},
      retryAfterSeconds: undefined,
    });
  });

  it("fails as network when nothing answers at the address", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const result = await sendFeedback(`http://127.0.0.1:${String(port)}/`, feedback);
    expect(result).toMatchObject({ status: "failed", reason: "network" });
  });

  it("fails as timeout or aborted when the signal ends the request", async () => {
    await expect(
      sendFeedback(`${base}/hang`, feedback, { signal: AbortSignal.timeout(50) }),
    ).resolves.toMatchObject({ status: "failed", reason: "timeout" });
    const controller = new AbortController();
    const sending = sendFeedback(`${base}/hang`, feedback, { signal: controller.signal });
    controller.abort();
    await expect(sending).resolves.toMatchObject({ status: "failed", reason: "aborted" });
  });

  it("uses the fetch it is given", async () => {
    const requests: Request[] = [];
    const result = await sendFeedback("https://api.example.com/v1/call-feedback", feedback, {
      fetch: (input, init) => {
        requests.push(new Request(input, init));
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    expect(result).toEqual({ status: "sent", httpStatus: 204 });
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST https://api.example.com/v1/call-feedback",
    ]);
    expect(await requests[0]?.json()).toEqual(feedback);
  });
});
