// Feedback on a call, sent to the app's own server: Vapi has no browser endpoint for it, so the
// app gives the URL of its API, which stores it with the call (`callId`, from the snapshot).
// Imported on its own, so an app without feedback does not bundle it.

/**
 * What the visitor thought of a call: Vapi's id of the call (`snapshot.callId`), their rating
 * and, optionally, a comment. Sent as it is: the server decides the scale and the limits.
 *
 * @example
 * ```ts
 * const feedback: Feedback = { callId: client.getSnapshot().callId ?? "", rating: 5, comment: "Quick and clear" };
 * ```
 */
export interface Feedback {
  /** Vapi's id of the call: `snapshot.callId`, kept after the call ends. */
  readonly callId: string;
  /** The visitor's rating, on the scale your server takes (1 to 5, say). */
  readonly rating: number;
  /** Left out of the request when `undefined`. */
  readonly comment?: string | undefined;
}

/**
 * Options of {@link sendFeedback}.
 *
 * @example
 * ```ts
 * const options: SendFeedbackOptions = { signal: AbortSignal.timeout(15_000) };
 * ```
 */
export interface SendFeedbackOptions {
  /** The `fetch` to use (a test's, or one that adds credentials). @defaultValue globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
  /** Cancels the request: the result is then `failed` with reason `aborted` (or `timeout`). */
  readonly signal?: AbortSignal | undefined;
  /** More request headers (`content-type` is always `application/json`). */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * How sending feedback ended: `sent` (a 2xx), `refused` by the server (any other status, with
 * what its JSON said) or `failed` before an answer came (`network`, `timeout` when the signal
 * timed out, `aborted` when it was aborted otherwise).
 *
 * A refusal's body is read in either of the common shapes, `{ "error": { "code", "message",
 * "fields" } }` or `{ "code", "message", "fields" }`; `fields` maps each bad field to a message
 * for people (only text values are kept) and is `{}` when the server named none.
 *
 * @example
 * ```ts
 * const result = await sendFeedback(url, feedback);
 * if (result.status === "refused") showFieldErrors(result.fields);
 * if (result.status === "failed") keepTheFormAndSay(result.reason);
 * ```
 */
export type FeedbackResult =
  | { readonly status: "sent"; readonly httpStatus: number }
  | {
      readonly status: "refused";
      readonly httpStatus: number;
      /** The server's error code, when it gave one as text. */
      readonly code: string | undefined;
      /** The server's message, when it gave one as text. */
      readonly message: string | undefined;
      readonly fields: Readonly<Record<string, string>>;
      /** Seconds to wait before sending again, from `Retry-After` in seconds (429, 503). */
      readonly retryAfterSeconds: number | undefined;
    }
  | {
      readonly status: "failed";
      readonly reason: "network" | "timeout" | "aborted";
      /** What `fetch` rejected with. */
      readonly cause: unknown;
    };

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

const textOf = (value: unknown): string | undefined =>
  typeof value === "string" ? value : undefined;

/**
 * Posts feedback on a call to `url` (your server's endpoint) as JSON, `{ callId, rating,
 * comment? }`, and says how it went. It never throws or rejects, whatever the server answers or
 * the network does: an HTTP error is `refused`, no answer is `failed`.
 *
 * @example
 * ```ts
 * import { sendFeedback } from "@novaline/voice-core";
 *
 * const { callId } = client.getSnapshot(); // kept after the call ends
 * if (callId) {
 *   const result = await sendFeedback("https://api.example.com/v1/call-feedback", {
 *     callId,
 *     rating: 4,
 *     comment: "Booked me in under a minute",
 *   });
 *   if (result.status === "sent") showThanks();
 * }
 * ```
 */
export async function sendFeedback(
  url: string,
  feedback: Feedback,
  options: SendFeedbackOptions = {},
): Promise<FeedbackResult> {
  const { callId, rating, comment } = feedback;
  const { fetch: fetchFn = globalThis.fetch, signal, headers } = options;
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      // JSON leaves out a comment that is `undefined`.
      body: JSON.stringify({ callId, rating, comment }),
      signal,
    });
  } catch (cause) {
    const reason = !signal?.aborted
      ? "network"
      : (signal.reason as { name?: unknown } | undefined)?.name === "TimeoutError"
        ? "timeout"
        : "aborted";
    return { status: "failed", reason, cause };
  }
  if (response.ok) return { status: "sent", httpStatus: response.status };
  // Whatever the body is (JSON of either shape, HTML from a proxy, nothing), the refusal stands.
  const body = objectOf(await response.json().catch(() => undefined));
  const error = objectOf(body?.error) ?? body;
  const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
  return {
    status: "refused",
    httpStatus: response.status,
    code: textOf(error?.code),
    message: textOf(error?.message),
    fields: Object.fromEntries(
      Object.entries(objectOf(error?.fields) ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ),
    retryAfterSeconds: retryAfter >= 0 ? Math.ceil(retryAfter) : undefined,
  };
}
