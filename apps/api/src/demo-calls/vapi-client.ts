/**
 * The part of Vapi's server API that places a demo call (`POST /call` with the private key),
 * finds it again (`GET /call`), and deletes its data once it is kept no longer
 * (`DELETE /call/:id`). Each method sends one request: Vapi documents no idempotency key, so a
 * `POST /call` that failed transiently may still have created the call, and only the caller,
 * after looking it up, may try again (see the placement worker).
 */

import { inClientSpan } from "../telemetry/tracing.js";

/** What a demo call is placed with. */
export interface PlaceCallRequest {
  readonly assistantId: string;
  readonly phoneNumberId: string;
  /** The number to ring, in E.164. */
  readonly number: string;
  /** The assistant's variable values (`{{firstName}}`, `{{industry}}` in its prompt). */
  readonly variableValues: Readonly<Record<string, string>>;
  /** The longest the call may last: Vapi hangs up then (a bound on what one call can cost). */
  readonly maxDurationSeconds: number;
  /** Our id of the call, sent as the call's `name` and in its metadata, to find it again. */
  readonly demoCallId: string;
}

/**
 * How long Vapi waits in silence before it hangs up: a voicemail box or a phone left off the hook
 * does not keep a line open (Vapi accepts 10–3600).
 */
export const SILENCE_TIMEOUT_SECONDS = 20;

/** The call Vapi created: its id, and its status when Vapi said it. */
export interface PlacedCall {
  readonly id: string;
  readonly status?: string;
}

/** Which call to look for: ours, placed from this number, created after `createdAfter`. */
export interface FindCallRequest {
  readonly demoCallId: string;
  readonly phoneNumberId: string;
  readonly createdAfter: Date;
}

/**
 * A call as `GET /call/:id` shows it, in the fields read here: its `type` (`webCall` for a
 * browser call, `outboundPhoneCall`, `inboundPhoneCall`), its assistant and when it was created.
 */
export interface VapiCallFacts {
  readonly id: string;
  readonly type: string | undefined;
  readonly assistantId: string | undefined;
  readonly createdAt: Date | undefined;
}

/** Why a request to Vapi failed. */
export class VapiCallError extends Error {
  override readonly name = "VapiCallError";
  constructor(
    message: string,
    /** The HTTP status (0 when no answer came). */
    readonly status: number,
    /** Whether trying again later could work (a time-out, a 5xx, a 429). */
    readonly transient: boolean,
    /**
     * Whether Vapi may have created the call all the same (`POST /call` only): no answer, a 5xx,
     * or a 2xx we cannot read. `false` for a refusal or a rate limit, which create nothing.
     */
    readonly mayHaveCreated = false,
  ) {
    super(message);
  }
}

export interface VapiClientOptions {
  /** Vapi's API, or the local stand-in. @defaultValue "https://api.vapi.ai" */
  readonly baseUrl?: string;
  readonly privateKey: string;
  /** How long one request may take. @defaultValue 10_000 */
  readonly timeoutMs?: number;
  /** @defaultValue globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
}

export interface VapiClient {
  /**
   * One `POST /call`: any 2xx with an id is the call. Rejects with {@link VapiCallError}
   * (`mayHaveCreated`: the outcome is unknown, so only a lookup may tell whether to try again).
   */
  placeCall(request: PlaceCallRequest): Promise<PlacedCall>;
  /**
   * The call we placed as `demoCallId` (its `name`, or `demoCallId` in its metadata), if Vapi has
   * it: `GET /call` of the number's calls since `createdAfter`, newest first, a page of 100 at a
   * time (the next page is the calls no newer than the oldest seen: a number that also makes
   * other calls cannot push ours off the first page). Rejects with {@link VapiCallError}.
   */
  findCall(request: FindCallRequest): Promise<PlacedCall | undefined>;
  /**
   * Deletes a call's data at Vapi (`DELETE /call/:id`: its transcript, recording and logs). One
   * try; a call Vapi no longer has counts as deleted. Rejects with {@link VapiCallError}.
   */
  deleteCall(id: string): Promise<void>;
  /**
   * One call of our organisation (`GET /call/:id`), or `undefined` when Vapi has none with this
   * id (404; also a 400, its answer to an id that is not a UUID). Rejects with
   * {@link VapiCallError}.
   */
  getCall(id: string): Promise<VapiCallFacts | undefined>;
}

/** A call as Vapi shows it: an id is enough (a `201` without `status` still placed a call). */
function placedCallOf(value: unknown): PlacedCall | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { id, status } = value as { id?: unknown; status?: unknown };
  if (typeof id !== "string" || id === "") return undefined;
  return typeof status === "string" ? { id, status } : { id };
}

/** Vapi's error text: `message` may be a string or a list of strings. */
function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === "string") return message;
  if (Array.isArray(message)) return message.map(String).join("; ");
  return fallback;
}

/** Calls per page of Vapi's list, and the most pages one lookup reads. */
const LOOKUP_PAGE_SIZE = 100;
const MAX_LOOKUP_PAGES = 20;

/** Whether a listed call is the one we placed as `demoCallId`: by its name or its metadata. */
function isOurs(call: unknown, demoCallId: string): boolean {
  const candidate = call as {
    name?: unknown;
    assistantOverrides?: { metadata?: { demoCallId?: unknown } };
  } | null;
  return (
    candidate?.name === demoCallId ||
    candidate?.assistantOverrides?.metadata?.demoCallId === demoCallId
  );
}

export function createVapiClient(options: VapiClientOptions): VapiClient {
  const {
    baseUrl = "https://api.vapi.ai",
    privateKey,
    timeoutMs = 10_000,
    fetch: fetchFn = globalThis.fetch,
  } = options;
  const url = `${baseUrl.replace(/\/+$/, "")}/call`;
  const authorization = `Bearer ${privateKey}`;
  // Each request in a client span, named by its path's template (never an id or a query).
  const callUrl = new URL(url);
  const template = callUrl.pathname;

  /** One page of the number's calls created in the window, newest first. */
  async function listCalls(
    phoneNumberId: string,
    createdAfter: Date,
    createdBefore: string | undefined,
  ): Promise<unknown[]> {
    const query = new URLSearchParams({
      phoneNumberId,
      createdAtGe: createdAfter.toISOString(),
      limit: String(LOOKUP_PAGE_SIZE),
    });
    if (createdBefore !== undefined) query.set("createdAtLe", createdBefore);
    let response: Response;
    try {
      response = await inClientSpan("GET", callUrl, template, () =>
        fetchFn(`${url}?${query.toString()}`, {
          headers: { authorization },
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch (error) {
      throw new VapiCallError(`Vapi did not list calls: ${String(error)}`, 0, true);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || !Array.isArray(body)) {
      throw new VapiCallError(
        messageOf(body, `Vapi answered ${String(response.status)}`),
        response.status,
        response.status >= 500 || response.status === 429 || response.ok,
      );
    }
    return body as unknown[];
  }

  /** One `POST /call`: the call, or why not and whether Vapi may have created it. */
  async function post(request: PlaceCallRequest): Promise<PlacedCall> {
    let response: Response;
    try {
      response = await inClientSpan("POST", callUrl, template, () =>
        fetchFn(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/json" },
          body: JSON.stringify({
            assistantId: request.assistantId,
            phoneNumberId: request.phoneNumberId,
            customer: { number: request.number },
            name: request.demoCallId,
            assistantOverrides: {
              variableValues: request.variableValues,
              maxDurationSeconds: request.maxDurationSeconds,
              silenceTimeoutSeconds: SILENCE_TIMEOUT_SECONDS,
              metadata: { demoCallId: request.demoCallId },
            },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      );
    } catch (error) {
      // Sent or not, the request may have reached Vapi: its outcome is unknown.
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new VapiCallError(
        timedOut ? `Vapi did not answer within ${String(timeoutMs)} ms` : String(error),
        0,
        true,
        true,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    const call = response.ok ? placedCallOf(body) : undefined;
    if (call) return call;
    if (response.ok) {
      throw new VapiCallError(
        `Vapi answered ${String(response.status)} without a call id`,
        response.status,
        true,
        true,
      );
    }
    const serverError = response.status >= 500;
    throw new VapiCallError(
      messageOf(body, `Vapi answered ${String(response.status)}`),
      response.status,
      serverError || response.status === 429,
      serverError,
    );
  }

  return {
    async deleteCall(id) {
      let response: Response;
      try {
        response = await inClientSpan("DELETE", callUrl, `${template}/{id}`, () =>
          fetchFn(`${url}/${encodeURIComponent(id)}`, {
            method: "DELETE",
            headers: { authorization },
            signal: AbortSignal.timeout(timeoutMs),
          }),
        );
      } catch (error) {
        throw new VapiCallError(`Vapi did not delete call ${id}: ${String(error)}`, 0, true);
      }
      if (response.ok || response.status === 404) return;
      const body: unknown = await response.json().catch(() => null);
      const transient = response.status >= 500 || response.status === 429;
      throw new VapiCallError(
        messageOf(body, `Vapi answered ${String(response.status)}`),
        response.status,
        transient,
      );
    },

    placeCall: post,

    async getCall(id) {
      let response: Response;
      try {
        response = await inClientSpan("GET", callUrl, `${template}/{id}`, () =>
          fetchFn(`${url}/${encodeURIComponent(id)}`, {
            headers: { authorization },
            signal: AbortSignal.timeout(timeoutMs),
          }),
        );
      } catch (error) {
        throw new VapiCallError(`Vapi did not answer for call ${id}: ${String(error)}`, 0, true);
      }
      if (response.status === 404 || response.status === 400) return undefined;
      const body: unknown = await response.json().catch(() => null);
      const call = response.ok ? placedCallOf(body) : undefined;
      if (!call) {
        throw new VapiCallError(
          messageOf(body, `Vapi answered ${String(response.status)}`),
          response.status,
          response.status >= 500 || response.status === 429 || response.ok,
        );
      }
      const { type, assistantId, createdAt } = body as Record<string, unknown>;
      const created = typeof createdAt === "string" ? new Date(createdAt) : undefined;
      return {
        id: call.id,
        type: typeof type === "string" ? type : undefined,
        assistantId: typeof assistantId === "string" ? assistantId : undefined,
        createdAt: created && !Number.isNaN(created.getTime()) ? created : undefined,
      };
    },

    async findCall({ demoCallId, phoneNumberId, createdAfter }) {
      const seen = new Set<string>();
      let createdBefore: string | undefined;
      for (let page = 0; page < MAX_LOOKUP_PAGES; page += 1) {
        const calls = await listCalls(phoneNumberId, createdAfter, createdBefore);
        const ours = calls.find((call) => isOurs(call, demoCallId));
        if (ours) return placedCallOf(ours);
        const fresh = calls.filter((call) => {
          const id = placedCallOf(call)?.id;
          return id !== undefined && !seen.has(id) && seen.add(id);
        });
        // A page that is not full, or holds nothing new, was the last.
        if (calls.length < LOOKUP_PAGE_SIZE || fresh.length === 0) return undefined;
        const oldest = fresh
          .map((call) => (call as { createdAt?: unknown }).createdAt)
          .filter((at): at is string => typeof at === "string" && !Number.isNaN(Date.parse(at)))
          .sort((a, b) => Date.parse(a) - Date.parse(b))[0];
        if (oldest === undefined) return undefined;
        createdBefore = oldest;
      }
      throw new VapiCallError(
        `Vapi listed more than ${String(MAX_LOOKUP_PAGES * LOOKUP_PAGE_SIZE)} calls of the number in the window`,
        200,
        true,
      );
    },
  };
}
