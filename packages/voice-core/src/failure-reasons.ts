// Everything that can stop a call from happening, with one message for people per reason, and
// the mapping from browser and SDK errors to those reasons.

/**
 * Why a call failed:
 *
 * - `mic-denied`: the visitor refused microphone access.
 * - `mic-blocked-by-system`: the browser or the operating system blocks the microphone.
 * - `no-mic`: no microphone found.
 * - `mic-in-use`: another app holds the microphone.
 * - `insecure-context`: the page is not served over https (or the browser has no media API).
 * - `autoplay-blocked`: the browser refused to play the agent's audio (the client itself no
 *   longer fails a call for it: see `audioBlocked` and `resumeAudio()`).
 * - `busy`: a call is already running (on this page or in the room) or the service is at capacity.
 * - `network`: the call could not be created or joined, or the connection dropped.
 * - `not-configured`: the public key, assistant or squad is wrong, or the site is not allowed.
 * - `unknown`: anything else.
 *
 * @example
 * ```ts
 * if (failure.reason === "mic-denied") showMicrophoneHelp();
 * ```
 */
export type FailureReason =
  | "mic-denied"
  | "mic-blocked-by-system"
  | "no-mic"
  | "mic-in-use"
  | "insecure-context"
  | "autoplay-blocked"
  | "busy"
  | "network"
  | "not-configured"
  | "unknown";

/**
 * A failed call: the reason, a message to show people, whether simply trying again may work
 * (`retryable`), and the original error (`cause`) for logs.
 *
 * @example
 * ```ts
 * client.on("error", ({ reason, message, retryable }) => {
 *   toast.error(retryable ? `${message} (tap to retry)` : message);
 * });
 * ```
 */
export interface VoiceFailure {
  readonly reason: FailureReason;
  readonly message: string;
  readonly retryable: boolean;
  readonly cause?: unknown;
}

/**
 * The message of a `network` failure (also used by `createLazyVoiceClient` when the client's own
 * code cannot load).
 *
 * @example
 * ```ts
 * toast(NETWORK_MESSAGE);
 * ```
 */
export const NETWORK_MESSAGE =
  "We could not connect the call. Check your connection and try again.";

/**
 * The message shown to people for each {@link FailureReason}.
 *
 * @example
 * ```ts
 * FAILURE_MESSAGES["no-mic"]; // "No microphone found. Connect one and try again."
 * ```
 */
export const FAILURE_MESSAGES: Readonly<Record<FailureReason, string>> = {
  "mic-denied": "Allow microphone access to talk to the AI.",
  "mic-blocked-by-system":
    "Your browser or system settings block the microphone. Allow it there, then try again.",
  "no-mic": "No microphone found. Connect one and try again.",
  "mic-in-use": "Your microphone is in use by another app.",
  "insecure-context": "Voice needs a secure (https) page.",
  "autoplay-blocked": "Your browser blocked the call audio. Tap to try again.",
  busy: "A call is already in progress. Try again in a moment.",
  network: NETWORK_MESSAGE,
  "not-configured": "Voice calls are not available right now.",
  unknown: "Something went wrong with the call. Please try again.",
};

/**
 * Reasons after which trying again without changing anything may succeed. Permission and
 * configuration problems are not retryable (and are never retried automatically).
 *
 * @example
 * ```ts
 * RETRYABLE_REASONS.has("network"); // true
 * ```
 */
export const RETRYABLE_REASONS: ReadonlySet<FailureReason> = new Set<FailureReason>([
  "mic-in-use",
  "autoplay-blocked",
  "busy",
  "network",
  "unknown",
]);

/**
 * Builds a {@link VoiceFailure} with the reason's retryability and message (the reason's own
 * unless `message` is given).
 *
 * @example
 * ```ts
 * createFailure("network", new TypeError("Failed to fetch"));
 * // { reason: "network", message: "We could not connect…", retryable: true, cause: TypeError }
 * ```
 */
export function createFailure(
  reason: FailureReason,
  cause?: unknown,
  message: string = FAILURE_MESSAGES[reason],
): VoiceFailure {
  return {
    reason,
    message,
    retryable: RETRYABLE_REASONS.has(reason),
    cause,
  };
}

/**
 * Reads a property of an unknown value without trusting its shape (internal helper).
 *
 * @example
 * ```ts
 * field({ error: { type: "ejected" } }, "error"); // { type: "ejected" }
 * field(null, "error"); // undefined
 * ```
 */
export function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

// A table lookup that ignores inherited keys such as "toString".
function lookup(
  table: Readonly<Record<string, FailureReason>>,
  key: string,
  fallback: FailureReason = "unknown",
): FailureReason {
  return (Object.hasOwn(table, key) ? table[key] : undefined) ?? fallback;
}

// getUserMedia DOMException names (the standard ones; Chrome 52 and older used others).
const MEDIA_ERRORS: Readonly<Record<string, FailureReason>> = {
  NotAllowedError: "mic-denied",
  NotFoundError: "no-mic",
  OverconstrainedError: "no-mic",
  NotReadableError: "mic-in-use",
  AbortError: "mic-in-use",
  SecurityError: "insecure-context",
};

/**
 * Maps a `getUserMedia` error (a `DOMException`) to a failure. A `NotAllowedError` whose
 * message mentions the system ("Permission denied by system") is `mic-blocked-by-system`.
 *
 * @example
 * ```ts
 * failureFromMediaError(new DOMException("Permission denied", "NotAllowedError")).reason; // "mic-denied"
 * ```
 */
export function failureFromMediaError(error: unknown): VoiceFailure {
  const reason = lookup(MEDIA_ERRORS, String(field(error, "name")));
  const bySystem = reason === "mic-denied" && /system/i.test(String(field(error, "message")));
  return createFailure(bySystem ? "mic-blocked-by-system" : reason, error);
}

// Daily `camera-error` types (the SDK forwards them on its `camera-error` event); the others
// (`constraints`, `unknown`) are `unknown`, the lookup's fallback. `cam-in-use` is missing on
// purpose: a voice call does not use the camera.
const CAMERA_ERRORS: Readonly<Record<string, FailureReason>> = {
  permissions: "mic-denied",
  "not-found": "no-mic",
  "mic-in-use": "mic-in-use",
  "cam-mic-in-use": "mic-in-use",
  "undefined-mediadevices": "insecure-context",
};

// The Daily error object inside an SDK payload ({ error: <serialised Daily event> } whose own
// `error` holds `type`), or the payload itself when it is a bare Daily event.
function dailyError(event: unknown): unknown {
  const serialised = field(event, "error");
  return field(serialised, "error") ?? serialised;
}

/**
 * Maps the payload of the SDK's `camera-error` event to a failure, or `null` for problems a
 * voice call can ignore (`cam-in-use`). A `permissions` error blocked by the `browser` (not by
 * the visitor) is `mic-blocked-by-system`.
 *
 * @example
 * ```ts
 * failureFromCameraError({ type: "camera-error", error: { error: { type: "not-found" } } })?.reason; // "no-mic"
 * ```
 */
export function failureFromCameraError(event: unknown): VoiceFailure | null {
  const error = dailyError(event);
  const type = String(field(error, "type"));
  if (type === "cam-in-use") return null;
  if (type === "permissions" && field(error, "blockedBy") === "browser") {
    return createFailure("mic-blocked-by-system", event);
  }
  return createFailure(lookup(CAMERA_ERRORS, type), event);
}

// Daily fatal error types that are not a connection problem. Every other one (`connection-error`,
// `no-room`, `nbf-room`, `nbf-token`, `exp-room`, `exp-token`, and any type Daily adds) is
// `network` and retried: a failed join reports it first, so it decides the join's reason. Not
// here either: `ejected` (the agent ended the call) and, once a call has been active,
// `exp-room`/`exp-token` (the room reached its time limit) and `no-room` (the call is over and
// its room gone, found when rejoining it): all end the call.
const FATAL_ERRORS: Readonly<Record<string, FailureReason>> = {
  "meeting-full": "busy",
  "not-allowed": "not-configured",
  "end-of-life": "not-configured",
};

/**
 * What an SDK `error` event means for the call, or `null` for a problem that does not affect it:
 *
 * - `{ type: "failure", failure }`: the call (or its start) failed.
 * - `{ type: "ended-by-agent" }`: the server ended the meeting (`ejected`, "Meeting has ended").
 * - `{ type: "noise-cancellation", event }`: noise cancellation could not be set up
 *   (`event.stage` `setup`) or switched off after a processor error (`recovery`); the call goes
 *   on. `event.cause` is the SDK's payload.
 *
 * @example
 * ```ts
 * const verdict = interpretSdkError(payload, client.getSnapshot().state.status === "active");
 * if (verdict?.type === "failure") console.warn(verdict.failure.message);
 * ```
 */
export type SdkErrorVerdict =
  | { readonly type: "failure"; readonly failure: VoiceFailure }
  | { readonly type: "ended-by-agent" }
  | { readonly type: "audio-blocked" }
  | {
      readonly type: "noise-cancellation";
      readonly event: {
        readonly status: "failed";
        readonly stage: "setup" | "recovery";
        readonly cause: unknown;
      };
    }
  | null;

const fail = (reason: FailureReason, cause: unknown): SdkErrorVerdict => ({
  type: "failure",
  failure: createFailure(reason, cause),
});

const noiseCancellation = (stage: "setup" | "recovery", cause: unknown): SdkErrorVerdict => ({
  type: "noise-cancellation",
  event: { status: "failed", stage, cause },
});

// HTTP errors of `POST /call/web`: the SDK throws the `Response` itself with its parsed body as
// `error`, then copies it into the `start-method-error` event, which loses the `status` getter.
// Vapi's JSON error bodies repeat it as `statusCode`; a body that is not JSON (a proxy's 502
// page) leaves a copied response with no readable status: a transient failure, like no answer.
function startFailureReason(error: unknown): FailureReason {
  const status = Number(field(field(error, "error"), "statusCode") ?? field(error, "statusCode"));
  if (status === 429) return "busy";
  if (status >= 500 || field(error, "name") === "TypeError") return "network";
  if (status >= 400) return "not-configured";
  if (field(error, "data") === null && field(error, "error") !== undefined) return "network";
  return /duplicate/i.test(String(field(error, "message"))) ? "busy" : "unknown";
}

/**
 * Whether `failure` is Daily refusing a second call object on the page ("Duplicate DailyIframe
 * instances are not allowed"): a `busy` failure that another call object on the page caused.
 *
 * @example
 * ```ts
 * isDuplicateCallObject(createFailure("busy", { type: "daily-call-object-creation-error", error: { message: "Duplicate DailyIframe instances are not allowed" } })); // true
 * ```
 */
export function isDuplicateCallObject(failure: VoiceFailure): boolean {
  return (
    failure.reason === "busy" &&
    /duplicate/i.test(String(field(field(failure.cause, "error"), "message")))
  );
}

/**
 * Interprets the payload of the SDK's `error` event (see {@link SdkErrorVerdict}). One failed
 * join produces up to three events (Daily's `daily-error` with the fatal type, then the SDK's
 * `daily-call-join-error` and `start-method-error`); the client keeps the first verdict of a
 * start, so one failure never causes two retries.
 *
 * @param event - the SDK payload.
 * @param active - whether the call has been active: a room that expired or is gone then means
 * the call is over (`ended-by-agent`), also while it is being rejoined.
 * @example
 * ```ts
 * interpretSdkError({ type: "daily-error", error: { error: { type: "ejected" } } }, true);
 * // { type: "ended-by-agent" }
 * ```
 */
export function interpretSdkError(event: unknown, active: boolean): SdkErrorVerdict {
  const type = field(event, "type");
  const error = field(event, "error");
  switch (type) {
    case "daily-error": {
      const fatal = String(field(dailyError(event), "type"));
      if (fatal === "ejected" || (active && /^(exp|no-room)/.test(fatal))) {
        return { type: "ended-by-agent" };
      }
      return fail(lookup(FATAL_ERRORS, fatal, "network"), event);
    }
    case "daily-call-join-error":
      return fail(startFailureReason(error) === "busy" ? "busy" : "network", event);
    case "daily-call-object-creation-error":
    case "start-method-error":
      return fail(startFailureReason(error), event);
    case "audio-start-failed":
      // Autoplay policy; other play() errors (a renegotiated track) do not stop the call.
      // The call goes on: the page offers to play the agent's audio on a tap (resumeAudio).
      return field(error, "name") === "NotAllowedError" ? { type: "audio-blocked" } : null;
    case "audio-processing-setup-error":
      return noiseCancellation("setup", event);
    case "audio-processor-recovery-error":
      return noiseCancellation("recovery", event);
    default:
      return null;
  }
}
