// Every timing and limit of a voice call, in one place (spec section 9 "Voice").
//
// Enforced by voice-core. The speech and volume rules are the SDK's own (./sdk-behaviour.ts).

/**
 * How many times a call is restarted automatically after a transient (network or join)
 * failure. Counted per call and reset when the call starts (the agent is listening).
 *
 * @defaultValue 3
 * @example
 * ```ts
 * import { MAX_RETRIES } from "@novaline/voice-core";
 * console.log(`giving up after ${MAX_RETRIES} retries`);
 * ```
 */
export const MAX_RETRIES = 3;

/**
 * Automatic retries a call may use in all, across its failure runs (a call that connects and
 * drops again and again). Past it the call ends with the failure. Set per client with
 * `maxSessionRetries`.
 *
 * @defaultValue 6
 * @example
 * ```ts
 * import { MAX_SESSION_RETRIES } from "@novaline/voice-core";
 * ```
 */
export const MAX_SESSION_RETRIES = 6;

/**
 * Delay before an automatic retry, multiplied by the retry number: 1000, 2000, then 3000 ms.
 *
 * @defaultValue 1000
 * @example
 * ```ts
 * import { RETRY_DELAY_MS } from "@novaline/voice-core";
 * const delayOfSecondRetry = RETRY_DELAY_MS * 2; // 2000
 * ```
 */
export const RETRY_DELAY_MS = 1000;

/**
 * Minimum time between two calls of the SDK's `start()` (including retries). A start that
 * comes sooner waits for the rest of the gap.
 *
 * @defaultValue 500
 * @example
 * ```ts
 * import { MIN_START_GAP_MS } from "@novaline/voice-core";
 * ```
 */
export const MIN_START_GAP_MS = 500;

/**
 * Audio constraints of the microphone pre-check that runs before every call. The stream is
 * released right after the check; the SDK opens its own.
 *
 * @defaultValue `{ echoCancellation: true, noiseSuppression: true, autoGainControl: true }`
 * @example
 * ```ts
 * import { MICROPHONE_CONSTRAINTS } from "@novaline/voice-core";
 * await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
 * ```
 */
export const MICROPHONE_CONSTRAINTS: Readonly<MediaTrackConstraints> = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/**
 * Base URL of the Vapi API used when `createVoiceClient` gets no `baseUrl`.
 *
 * @defaultValue "https://api.vapi.ai"
 * @example
 * ```ts
 * import { DEFAULT_API_BASE_URL } from "@novaline/voice-core";
 * ```
 */
export const DEFAULT_API_BASE_URL = "https://api.vapi.ai";

/**
 * The spec's message when a call is started without an assistant or a squad.
 *
 * @example
 * ```ts
 * import { ASSISTANT_OR_SQUAD_REQUIRED } from "@novaline/voice-core";
 * await client.start().catch((e: Error) => e.message === ASSISTANT_OR_SQUAD_REQUIRED);
 * ```
 */
export const ASSISTANT_OR_SQUAD_REQUIRED = "Assistant or Squad must be provided.";

/**
 * How long a call may take to connect: the SDK's `start()` (its request has no time-out of its
 * own) and then the agent's first "listening". Past it the attempt fails as `network` with
 * {@link TIMEOUT_MESSAGE} (and is retried like any network failure). Set per client with
 * `connectTimeoutMs`.
 *
 * @defaultValue 20000
 * @example
 * ```ts
 * import { CONNECT_TIMEOUT_MS } from "@novaline/voice-core";
 * ```
 */
export const CONNECT_TIMEOUT_MS = 20_000;

/**
 * How long the client waits for the SDK's `stop()`. Past it the call counts as ended and the SDK
 * instance is dropped (the next call creates a new one). Set per client with `stopTimeoutMs`.
 *
 * @defaultValue 5000
 * @example
 * ```ts
 * import { STOP_TIMEOUT_MS } from "@novaline/voice-core";
 * ```
 */
export const STOP_TIMEOUT_MS = 5000;

/**
 * The message of a `network` failure caused by {@link CONNECT_TIMEOUT_MS}.
 *
 * @example
 * ```ts
 * import { TIMEOUT_MESSAGE } from "@novaline/voice-core";
 * ```
 */
export const TIMEOUT_MESSAGE =
  "The call took too long to connect. Check your connection and try again.";

/**
 * The message of the `busy` failure of a `start()` while another client's call holds the page
 * (the SDK allows one call per page).
 *
 * @example
 * ```ts
 * import { PAGE_BUSY_MESSAGE } from "@novaline/voice-core";
 * ```
 */
export const PAGE_BUSY_MESSAGE = "Another voice call is already on this page. End it first.";

/**
 * How long after `setMuted()` Daily's microphone updates that contradict it are ignored: they
 * were sent before Daily applied the change (a quick mute and unmute is followed by both late
 * updates). An update that agrees ends the wait early.
 *
 * @defaultValue 1000
 * @example
 * ```ts
 * import { MUTE_SETTLE_MS } from "@novaline/voice-core";
 * ```
 */
export const MUTE_SETTLE_MS = 1000;

/**
 * How long a call kept by `resumeIn` may be rejoined after it became active: Vapi's default
 * maximum call duration (`maxDurationSeconds`, 600). Set it per plug-in with `maxAgeMs`.
 *
 * @defaultValue 600000
 * @example
 * ```ts
 * import { RESUME_MAX_AGE_MS, resumeIn } from "@novaline/voice-core";
 * const resume = resumeIn(() => sessionStorage, { maxAgeMs: RESUME_MAX_AGE_MS });
 * ```
 */
export const RESUME_MAX_AGE_MS = 600_000;
