// Why: Vapi has no sandbox or mock server to place a call against; this plays its call API locally.
//
// A local stand-in for Vapi's server API, so "call me now" can be tried and tested with no account
// and no telephone network. It answers `POST /call` as Vapi does (bearer key, the created call
// with its `name`; no idempotency key, which Vapi does not document), `GET /call` (the list, by
// `phoneNumberId`, `assistantId`, `createdAtGe` and `createdAtLe`), `GET` and `DELETE /call/:id`, then plays the
// call out: it "rings", "answers" and posts Vapi's server messages (`status-update`,
// `end-of-call-report` with a short scripted transcript and summary, each with the call's id,
// name and metadata) to the webhook with the shared secret in `X-Vapi-Secret`. It also answers
// Vapi's chat API, `POST /chat` (`assistantId`, `input` as text or messages, `previousChatId` of
// a chat it created, else 404), with a short scripted reply that shows the conversation is kept
// (it repeats the first thing said) and a new `chat_…` id each time.
//
// Browser calls ("Talk to the AI"): `POST /call/web` with the public key (and CORS, for the
// site's origin) creates a web call as Vapi does, in a Daily room nobody contacts; `pnpm start`'s
// site loads, in place of Daily's call machine, the one at `GET /stand-in/daily-call-machine.js`
// (web-call-machine.ts, passed as `callMachine`: daily-call-machine.ts's with the scripted agent
// of web-call-agent.ts), which plays the meeting in the page and asks
// `POST /stand-in/web-calls/:id/turns` what the agent says: a short script for the industry the
// call's `variableValues` name (web-call-script.ts). `GET /call/:id` shows the call, as the API's
// check of call feedback reads it; a test can also add one with `addWebCall()`.
//
//   node tooling/run-vapi-stand-in.ts [-- command...]   (what `pnpm start` runs)
//
// An answered call's report carries `artifact.messages` with each line's time and a
// `recordingUrl` on the stand-in itself (`GET /recordings/:id.wav`, with the private key, ranges
// answered with 206): a short WAV with a tone per line (stand-in-recording.ts), gone with the call.
//
// A number ending in 0001 is busy and one ending in 0002 does not answer, to try the failures;
// on one ending in 0003 the visitor asks not to be called again (it goes on the do-not-call list).
// Tests start it with `startVapiStandIn()` and steer it: `failNext` (answers 5xx, placing
// nothing), `stallNext` (places the call but never answers), `delayNext` (places it and answers
// late), `scriptNext` (any mix: the call created after M ms or never, the answer after N ms or
// never, its status, fields left out of it, as a slow or broken Vapi does), `failListNext` (the
// call list answers an error), `failChatNext` and `stallChatNext` (a chat answers an error, or
// never), and read what it was sent in `requests`.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { lineTimes, recordingAnswer, recordingWav } from "./stand-in-recording.ts";
import { newConversation, replyTo, type WebCallConversation } from "./web-call-script.ts";

export interface VapiStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The private key it expects as `Authorization: Bearer <key>`. @defaultValue "local-vapi-key" */
  apiKey?: string;
  /**
   * The public key browser calls (`POST /call/web`) carry instead.
   * @defaultValue "local-public-key"
   */
  publicKey?: string;
  /** Where it posts its server messages; none are posted without it. */
  webhookUrl?: string;
  /** Sent as `X-Vapi-Secret` with each message. @defaultValue "local-webhook-secret" */
  webhookSecret?: string;
  /** When the call rings, is answered and ends, in ms after it is created. */
  timings?: { ringMs?: number; answerMs?: number; talkMs?: number };
  /**
   * The script it serves as Daily's call machine (`GET /stand-in/daily-call-machine.js`), given
   * its own address: web-call-machine.ts's `callMachineScript` (a module of its own, being
   * browser code); without it, that path is not found.
   */
  callMachine?: (standInUrl: string) => string;
}

/**
 * How the stand-in answers one `POST /call`, to play a slow or broken Vapi: when the call comes
 * to exist (it rings from then on, and the list shows it), when the answer is sent, and what it
 * says. Each part is independent: a 500 may come while the call is created anyway.
 */
export interface PostScript {
  /** When the call exists, in ms after the request; `null`: never. @defaultValue 0 */
  createAfterMs?: number | null;
  /** When the answer is sent, in ms after the request; `null`: never (a time-out). @defaultValue 0 */
  answerAfterMs?: number | null;
  /** The answer's HTTP status; a 2xx carries the call, any other an error. @defaultValue 201 */
  status?: number;
  /** Fields a 2xx answer's call leaves out (Vapi's `status`, or even its `id`). */
  omit?: readonly ("id" | "status")[];
}

/** A call the stand-in created, as `POST /call` answered it. */
export interface StandInCall {
  id: string;
  type: "outboundPhoneCall";
  status: string;
  assistantId: string;
  phoneNumberId: string;
  customer: { number: string };
  /** What `POST /call` named it. */
  name?: string;
  assistantOverrides?: {
    variableValues?: Record<string, string>;
    metadata?: Record<string, unknown>;
  };
  endedReason?: string;
  createdAt: string;
}

/** One message of a chat, as Vapi's chat API shows it in `messages` and `output`. */
export type StandInChatMessage =
  | { role: "user" | "system"; content: string }
  | {
      role: "assistant";
      content?: string;
      tool_calls?: {
        id: string;
        type: "function";
        function: { name: string; arguments: string };
      }[];
    }
  | { role: "tool"; tool_call_id: string; content: string };

/** A chat the stand-in created (`POST /chat`), as it answered it. */
export interface StandInChat {
  /** `chat_…`, new for each message. */
  id: string;
  orgId: string;
  assistantId: string;
  previousChatId?: string;
  /** The conversation so far: the earlier chats' messages and outputs, then this input. */
  messages: StandInChatMessage[];
  /** What the assistant answered this time. */
  output: StandInChatMessage[];
  createdAt: string;
  updatedAt: string;
}

/** A browser call, as `GET /call/:id` shows one the site's `POST /call/web` created. */
export interface StandInWebCall {
  id: string;
  type: "webCall";
  status: string;
  assistantId: string;
  webCallUrl: string;
  /** What `POST /call/web` passed (the industry in `variableValues`). */
  assistantOverrides?: { variableValues?: Record<string, unknown> };
  createdAt: string;
}

/** The room of a web call: a Daily address nobody contacts, the call machine being the stand-in's. */
const roomOf = (id: string) => `https://novaline-stand-in.daily.co/${id}`;

/** CORS for the site's browser calls: any origin (the stand-in listens on loopback only). */
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-max-age": "600",
};

export interface VapiStandIn {
  /** `http://127.0.0.1:<port>`, the base URL to give as `VAPI_BASE_URL`. */
  url: string;
  apiKey: string;
  webhookSecret: string;
  /** The calls it holds (`DELETE /call/:id` removes one). */
  calls: Map<string, StandInCall>;
  /** The chats it created, by id. */
  chats: Map<string, StandInChat>;
  publicKey: string;
  /** The browser calls it holds, by id (`POST /call/web`, `addWebCall()`). */
  webCalls: Map<string, StandInWebCall>;
  /** Every request it received, in order. */
  requests: {
    method: string | undefined;
    path: string;
    authorization: string | undefined;
    idempotencyKey: string | string[] | undefined;
    body: unknown;
    /** When it arrived (`Date.now()`). */
    receivedAt: number;
  }[];
  /** Every server message it posted, with the webhook's answer status (0: no answer). */
  deliveries: { type: string; status: number; error?: string }[];
  /** The next `times` calls to `POST /call` answer `status` (500 by default), creating nothing. */
  failNext: (status?: number, times?: number) => void;
  /** The next `times` calls to `POST /call` place the call but never answer (a time-out). */
  stallNext: (times?: number) => void;
  /** The next `times` calls to `POST /call` place the call and answer after `ms`. */
  delayNext: (ms: number, times?: number) => void;
  /** The next `times` calls to `POST /call` play `script` (see {@link PostScript}). */
  scriptNext: (script: PostScript, times?: number) => void;
  /** The next `times` calls to the list (`GET /call`) answer `status` (500 by default). */
  failListNext: (status?: number, times?: number) => void;
  /** The next `times` calls to `POST /chat` answer `status` (500 by default), creating nothing. */
  failChatNext: (status?: number, times?: number) => void;
  /** The next `times` calls to `POST /chat` never answer (a time-out), creating nothing. */
  stallChatNext: (times?: number) => void;
  /** Creates at once every call a script said to create later; how many. */
  createDelayedNow: () => number;
  /**
   * A browser call made now (or at `createdAt`), as the site's `POST /call/web` would create it
   * with the public key: `GET /call/:id` shows it from then on.
   */
  addWebCall: (call?: {
    assistantId?: string;
    createdAt?: Date;
    status?: string;
  }) => StandInWebCall;
  stop: () => Promise<void>;
}

/** What a `POST /call` body may hold, unchecked: whatever JSON the client sent. */
interface CallRequest {
  assistantId?: unknown;
  phoneNumberId?: unknown;
  customer?: { number?: unknown };
  name?: unknown;
  assistantOverrides?: StandInCall["assistantOverrides"];
}

/** What a `POST /chat` body may hold, unchecked. */
interface ChatRequest {
  assistantId?: unknown;
  input?: unknown;
  previousChatId?: unknown;
  sessionId?: unknown;
}

/** The user messages of a chat's `input`: its text, or the messages it lists (`undefined`: neither). */
function chatInputOf(input: unknown): StandInChatMessage[] | undefined {
  if (typeof input === "string")
    return input === "" ? undefined : [{ role: "user", content: input }];
  if (!Array.isArray(input) || input.length === 0) return undefined;
  const messages = input.filter(
    (item): item is { role: "user" | "system"; content: string } =>
      typeof item === "object" &&
      item !== null &&
      ((item as { role?: unknown }).role === "user" ||
        (item as { role?: unknown }).role === "system") &&
      typeof (item as { content?: unknown }).content === "string",
  );
  return messages.length === input.length ? messages : undefined;
}

/**
 * The stand-in assistant's answer to the latest user message: the first time, it greets and says
 * what it heard; afterwards it repeats the first thing said, so a test sees the context kept. A
 * message asking to book goes through a tool first, as an assistant with a booking tool does:
 * its `output` holds the tool call, the tool's result, then the text.
 */
function chatOutputFor(history: readonly StandInChatMessage[], id: string): StandInChatMessage[] {
  const said = history.filter(
    (message): message is { role: "user"; content: string } => message.role === "user",
  );
  const first = said[0]?.content ?? "";
  const latest = said.at(-1)?.content ?? "";
  const text =
    said.length <= 1
      ? `Hello! You said: "${latest}". How can I help?`
      : `You first said: "${first}". Now you say: "${latest}".`;
  if (!/\bbook/i.test(latest)) return [{ role: "assistant", content: text }];
  const toolCallId = `call_${id.slice(5, 17)}`;
  return [
    {
      role: "assistant",
      tool_calls: [
        {
          id: toolCallId,
          type: "function",
          function: { name: "bookAppointment", arguments: JSON.stringify({ time: "09:30" }) },
        },
      ],
    },
    { role: "tool", tool_call_id: toolCallId, content: JSON.stringify({ booked: "09:30" }) },
    { role: "assistant", content: `${text} You're booked for 9:30 tomorrow.` },
  ];
}

/** A server message as the stand-in posts it (its `timestamp` is added when it is sent). */
type ServerMessage = { type: string } & Record<string, unknown>;

/**
 * The script of a demo call, as the stand-in's assistant and the visitor speak it. On a number
 * ending in 0003 the visitor asks not to be called again.
 */
function scriptFor(
  firstName: string,
  industry: string,
  number = "",
): [who: "AI" | "User", text: string][] {
  if (number.endsWith("0003")) {
    return [
      ["AI", `Hi ${firstName}, this is the NovaLine AI receptionist. How can I help?`],
      ["User", "Please don't call me again."],
      ["AI", "Understood. We won't call this number again. Goodbye."],
    ];
  }
  return [
    [
      "AI",
      `Hi ${firstName}, this is the NovaLine AI receptionist for your ${industry} business. How can I help?`,
    ],
    ["User", "Can I book an appointment for tomorrow morning?"],
    ["AI", "Of course. I have 9:30 or 11:00 tomorrow. Which suits you?"],
    ["User", "9:30, please."],
    ["AI", "Done: you're booked for 9:30 tomorrow. You'll get a text to confirm. Anything else?"],
  ];
}

/** How a call ends for a given number: answered, or Vapi's reason it was not. */
function outcomeFor(number: string): string {
  if (number.endsWith("0001")) return "customer-busy";
  if (number.endsWith("0002")) return "customer-did-not-answer";
  return "answered";
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/** Starts the stand-in on `port` (0 = any free port) and resolves once it listens. */
export async function startVapiStandIn({
  port = 0,
  apiKey = "local-vapi-key",
  publicKey = "local-public-key",
  webhookUrl,
  webhookSecret = "local-webhook-secret",
  timings: { ringMs = 800, answerMs = 2500, talkMs = 6000 } = {},
  callMachine,
}: VapiStandInOptions = {}): Promise<VapiStandIn> {
  const calls = new Map<string, StandInCall>();
  /** The stand-in's own address, once it listens: where its recordings are. */
  let selfUrl = "";
  /** The answered calls' recordings, by call id (a deleted call's is not served). */
  const recordings = new Map<string, Buffer>();
  const chats = new Map<string, StandInChat>();
  /** How the next chats fail: a status, or `null` for no answer at all. */
  let chatFailures: (number | null)[] = [];
  const webCalls = new Map<string, StandInWebCall>();
  const conversations = new Map<string, WebCallConversation>();
  const requests: VapiStandIn["requests"] = [];
  const deliveries: VapiStandIn["deliveries"] = [];
  const timers = new Set<NodeJS.Timeout>();
  /** The creations a script delayed, each with its timer. */
  const delayedCreations = new Map<NodeJS.Timeout, () => void>();
  const stalled = new Set<ServerResponse>();
  let scripts: PostScript[] = [];
  let listFailures: number[] = [];
  const queue = <T>(list: T[], item: T, times: number) => [
    ...list,
    ...Array.from({ length: times }, () => item),
  ];

  const later = (ms: number, run: () => unknown) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, ms);
    timers.add(timer);
  };

  const deliver = async (message: ServerMessage) => {
    if (!webhookUrl) return;
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json", "x-vapi-secret": webhookSecret },
        body: JSON.stringify({ message: { timestamp: Date.now(), ...message } }),
      });
      deliveries.push({ type: message.type, status: response.status });
    } catch (error) {
      deliveries.push({ type: message.type, status: 0, error: String(error) });
    }
  };

  const playOut = (call: StandInCall) => {
    // As Vapi does, each message carries the call (its id, and the name and metadata it was
    // created with), and the "ended" status update carries the ended reason.
    const about = () => ({
      id: call.id,
      type: call.type,
      status: call.status,
      ...(call.name === undefined ? {} : { name: call.name }),
      ...(call.assistantOverrides === undefined
        ? {}
        : { assistantOverrides: call.assistantOverrides }),
    });
    const status = (value: string) => {
      call.status = value;
      return deliver({
        type: "status-update",
        status: value,
        call: about(),
        ...(value === "ended" ? { endedReason: call.endedReason } : {}),
      });
    };
    later(ringMs, () => status("ringing"));
    const outcome = outcomeFor(call.customer.number);
    if (outcome !== "answered") {
      later(answerMs, async () => {
        call.endedReason = outcome;
        await status("ended");
        await deliver({
          type: "end-of-call-report",
          endedReason: outcome,
          call: about(),
          durationSeconds: 0,
          artifact: { transcript: "", messages: [] },
          analysis: { summary: "" },
        });
      });
      return;
    }
    const startedAt = new Date(Date.now() + answerMs);
    later(answerMs, () => status("in-progress"));
    later(answerMs + talkMs, async () => {
      const variables = call.assistantOverrides?.variableValues ?? {};
      const lines = scriptFor(
        variables.firstName ?? "there",
        variables.industry ?? "local",
        call.customer.number,
      );
      recordings.set(
        call.id,
        recordingWav(lines.map(([who]) => (who === "AI" ? "agent" : "visitor"))),
      );
      call.endedReason = "customer-ended-call";
      await status("ended");
      await deliver({
        type: "end-of-call-report",
        endedReason: "customer-ended-call",
        call: about(),
        startedAt: startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        durationSeconds: Math.round(talkMs / 1000),
        artifact: {
          transcript: lines.map(([who, text]) => `${who}: ${text}`).join("\n"),
          // As Vapi sends them: the start in seconds, the times and the duration in milliseconds.
          messages: lines.map(([who, text], index) => {
            const { start, end } = lineTimes(lines.length)[index] ?? { start: 0, end: 0 };
            return {
              role: who === "AI" ? "bot" : "user",
              message: text,
              time: startedAt.getTime() + start * 1000,
              endTime: startedAt.getTime() + end * 1000,
              secondsFromStart: start,
              duration: Math.round((end - start) * 1000),
            };
          }),
          recordingUrl: `${selfUrl}/recordings/${call.id}.wav`,
        },
        analysis: {
          summary: "The caller asked for an appointment and was booked for 9:30 tomorrow morning.",
        },
      });
    });
  };

  // What the site's browser calls ask: Vapi's `POST /call/web` (with the public key), and the
  // call machine with its agent's lines, which are the stand-in's own.
  const handleBrowserCall = (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: unknown,
  ) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    if (
      callMachine &&
      request.method === "GET" &&
      url.pathname === "/stand-in/daily-call-machine.js"
    ) {
      response.writeHead(200, {
        ...CORS,
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "no-store",
      });
      response.end(callMachine(`http://${request.headers.host ?? "127.0.0.1"}`));
      return;
    }
    const turns = /^\/stand-in\/web-calls\/([^/]+)\/turns$/.exec(url.pathname);
    if (request.method === "POST" && turns) {
      const conversation = conversations.get(decodeURIComponent(turns[1] ?? ""));
      const turn = body as { kind?: unknown; text?: unknown } | undefined;
      if (!conversation) {
        send(response, 404, { message: "No such web call" }, CORS);
        return;
      }
      const say =
        turn?.kind === "typed" && typeof turn.text === "string"
          ? replyTo(conversation, { kind: "typed", text: turn.text })
          : turn?.kind === "spoken" || turn?.kind === "join"
            ? replyTo(conversation, { kind: turn.kind })
            : undefined;
      if (say === undefined) {
        send(response, 400, { message: "kind must be join, spoken or typed (with text)" }, CORS);
        return;
      }
      send(response, 200, { say }, CORS);
      return;
    }
    if (request.method === "POST" && url.pathname === "/call/web") {
      if (request.headers.authorization !== `Bearer ${publicKey}`) {
        send(
          response,
          401,
          { message: "Invalid Key.", error: "Unauthorized", statusCode: 401 },
          CORS,
        );
        return;
      }
      const created = body as
        | { assistantId?: unknown; assistantOverrides?: StandInWebCall["assistantOverrides"] }
        | undefined;
      if (typeof created?.assistantId !== "string") {
        send(
          response,
          400,
          { message: ["assistantId must be a string"], error: "Bad Request", statusCode: 400 },
          CORS,
        );
        return;
      }
      const id = randomUUID();
      const call: StandInWebCall = {
        id,
        type: "webCall",
        status: "queued",
        assistantId: created.assistantId,
        webCallUrl: roomOf(id),
        ...(created.assistantOverrides ? { assistantOverrides: created.assistantOverrides } : {}),
        createdAt: new Date().toISOString(),
      };
      webCalls.set(id, call);
      conversations.set(id, newConversation(created.assistantOverrides?.variableValues));
      send(response, 201, call, CORS);
      return;
    }
    send(response, 404, { message: "Not Found", statusCode: 404 }, CORS);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const raw = await readBody(request);
    const body = raw as CallRequest | undefined;
    requests.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers["idempotency-key"],
      body,
      receivedAt: Date.now(),
    });
    if (url.pathname === "/call/web" || url.pathname.startsWith("/stand-in/")) {
      handleBrowserCall(request, response, url, raw);
      return;
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      send(response, 401, {
        message:
          "Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.",
        error: "Unauthorized",
        statusCode: 401,
      });
      return;
    }
    if (request.method === "POST" && url.pathname === "/call") {
      const {
        createAfterMs = 0,
        answerAfterMs = 0,
        status = 201,
        omit = [],
      } = scripts.shift() ?? {};
      const number = body?.customer?.number;
      if (
        typeof body?.assistantId !== "string" ||
        typeof body.phoneNumberId !== "string" ||
        typeof number !== "string"
      ) {
        send(response, 400, {
          message: ["assistantId, phoneNumberId and customer.number are required"],
          error: "Bad Request",
          statusCode: 400,
        });
        return;
      }
      const call: StandInCall = {
        id: randomUUID(),
        type: "outboundPhoneCall",
        status: "queued",
        assistantId: body.assistantId,
        phoneNumberId: body.phoneNumberId,
        customer: { number },
        ...(typeof body.name === "string" ? { name: body.name } : {}),
        assistantOverrides: body.assistantOverrides,
        createdAt: new Date().toISOString(),
      };
      const create = () => {
        call.createdAt = new Date().toISOString();
        calls.set(call.id, call);
        playOut(call);
      };
      const answer = () => {
        if (status >= 200 && status < 300) {
          const fields = Object.entries(call).filter(
            ([field]) => !(omit as readonly string[]).includes(field),
          );
          send(response, status, Object.fromEntries(fields));
        } else {
          send(response, status, { message: "The stand-in was told to fail.", statusCode: status });
        }
      };
      if (createAfterMs === 0) create();
      else if (createAfterMs !== null) {
        const timer = setTimeout(() => {
          delayedCreations.delete(timer);
          create();
        }, createAfterMs);
        delayedCreations.set(timer, create);
      }
      if (answerAfterMs === 0) answer();
      // The answer never comes (the caller times out).
      else if (answerAfterMs === null) stalled.add(response);
      else later(answerAfterMs, answer);
      return;
    }
    if (request.method === "POST" && url.pathname === "/chat") {
      const failure = chatFailures.shift();
      if (failure === null) {
        stalled.add(response);
        return;
      }
      if (failure !== undefined) {
        send(response, failure, { message: "The stand-in was told to fail.", statusCode: failure });
        return;
      }
      const chat = raw as ChatRequest | undefined;
      const input = chatInputOf(chat?.input);
      if (typeof chat?.assistantId !== "string" || input === undefined) {
        send(response, 400, {
          message: ["assistantId must be a string", "input must be a string or a list of messages"],
          error: "Bad Request",
          statusCode: 400,
        });
        return;
      }
      if (chat.previousChatId !== undefined && chat.sessionId !== undefined) {
        send(response, 400, {
          message: ["previousChatId and sessionId are mutually exclusive"],
          error: "Bad Request",
          statusCode: 400,
        });
        return;
      }
      if (chat.previousChatId !== undefined && typeof chat.previousChatId !== "string") {
        send(response, 400, {
          message: ["previousChatId must be a string"],
          error: "Bad Request",
          statusCode: 400,
        });
        return;
      }
      const previous =
        chat.previousChatId === undefined ? undefined : chats.get(chat.previousChatId);
      if (chat.previousChatId !== undefined && previous === undefined) {
        send(response, 404, { message: "Chat not found", error: "Not Found", statusCode: 404 });
        return;
      }
      const id = `chat_${randomUUID().replaceAll("-", "")}`;
      const messages = [...(previous ? [...previous.messages, ...previous.output] : []), ...input];
      const now = new Date().toISOString();
      const created: StandInChat = {
        id,
        orgId: "org_stand-in",
        assistantId: chat.assistantId,
        ...(previous ? { previousChatId: previous.id } : {}),
        messages,
        output: chatOutputFor(messages, id),
        createdAt: now,
        updatedAt: now,
      };
      chats.set(id, created);
      send(response, 201, created);
      return;
    }
    if (request.method === "GET" && url.pathname === "/call") {
      const failure = listFailures.shift();
      if (failure !== undefined) {
        send(response, failure, { message: "The stand-in was told to fail.", statusCode: failure });
        return;
      }
      // Vapi's list: newest first, filtered as asked, at most `limit` (100).
      const query = url.searchParams;
      const createdAtGe = Date.parse(query.get("createdAtGe") ?? "");
      const createdAtLe = Date.parse(query.get("createdAtLe") ?? "");
      const listed = [...calls.values()]
        .filter(
          (call) =>
            (!query.has("phoneNumberId") || call.phoneNumberId === query.get("phoneNumberId")) &&
            (!query.has("assistantId") || call.assistantId === query.get("assistantId")) &&
            (Number.isNaN(createdAtGe) || Date.parse(call.createdAt) >= createdAtGe) &&
            (Number.isNaN(createdAtLe) || Date.parse(call.createdAt) <= createdAtLe),
        )
        .reverse()
        .slice(0, Number(query.get("limit") ?? 100));
      send(response, 200, listed);
      return;
    }
    // A call's recording, as Vapi's storage serves it (gone once the call's data is deleted).
    const recorded = /^\/recordings\/([^/]+)\.wav$/.exec(url.pathname);
    if (request.method === "GET" && recorded) {
      const id = recorded[1] ?? "";
      const file = calls.has(id) ? recordings.get(id) : undefined;
      if (!file) {
        send(response, 404, { message: "Not Found", statusCode: 404 });
        return;
      }
      const answer = recordingAnswer(file, request.headers.range);
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
      return;
    }
    const found = url.pathname.startsWith("/call/") ? calls.get(url.pathname.slice(6)) : undefined;
    if (request.method === "GET" && found) {
      send(response, 200, found);
      return;
    }
    const webCall = url.pathname.startsWith("/call/")
      ? webCalls.get(url.pathname.slice(6))
      : undefined;
    if (request.method === "GET" && webCall) {
      send(response, 200, webCall);
      return;
    }
    // "Delete Call Data": the call and what Vapi kept of it are gone.
    if (request.method === "DELETE" && found) {
      calls.delete(found.id);
      send(response, 200, found);
      return;
    }
    send(response, 404, { message: "Not Found", statusCode: 404 });
  };
  const server = createServer((request, response) => void handle(request, response));

  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : port)}`;
  selfUrl = url;
  return {
    url,
    apiKey,
    publicKey,
    webhookSecret,
    calls,
    chats,
    webCalls,
    requests,
    deliveries,
    failNext: (status = 500, times = 1) => {
      scripts = queue(scripts, { status, createAfterMs: null }, times);
    },
    stallNext: (times = 1) => {
      scripts = queue(scripts, { answerAfterMs: null }, times);
    },
    delayNext: (ms: number, times = 1) => {
      scripts = queue(scripts, { answerAfterMs: ms }, times);
    },
    scriptNext: (script: PostScript, times = 1) => {
      scripts = queue(scripts, script, times);
    },
    failListNext: (status = 500, times = 1) => {
      listFailures = queue(listFailures, status, times);
    },
    failChatNext: (status = 500, times = 1) => {
      chatFailures = queue<number | null>(chatFailures, status, times);
    },
    stallChatNext: (times = 1) => {
      chatFailures = queue<number | null>(chatFailures, null, times);
    },
    addWebCall: ({
      assistantId = "local-web-assistant",
      createdAt = new Date(),
      status = "ended",
    } = {}) => {
      const id = randomUUID();
      const call: StandInWebCall = {
        id,
        type: "webCall",
        status,
        assistantId,
        webCallUrl: roomOf(id),
        createdAt: createdAt.toISOString(),
      };
      webCalls.set(id, call);
      return call;
    },
    createDelayedNow: () => {
      const pending = [...delayedCreations];
      delayedCreations.clear();
      for (const [timer, create] of pending) {
        clearTimeout(timer);
        create();
      }
      return pending.length;
    },
    stop: async () => {
      for (const timer of [...timers, ...delayedCreations.keys()]) clearTimeout(timer);
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
