// Every error the inquiries API answers with, and its HTTP status: the closed list that the API's
// error helper accepts and that clients switch over. A new code is added here first.

/**
 * Each error code of the inquiries API and the status it is always answered with.
 * @public
 */
export const API_ERROR_STATUS = {
  /** A field or parameter is missing or wrong; `fields` names each. */
  invalid: 422,
  "malformed-json": 400,
  "unsupported-media-type": 415,
  "payload-too-large": 413,
  /** Too many requests from this connection; `Retry-After` says when to try again. */
  "rate-limited": 429,
  /**
   * Too many demo-call requests from this connection's address or IPv6 block. A number on the
   * do-not-call list or called today gets no error: its call is accepted and later `failed`.
   */
  "demo-call-ip-limit": 429,
  "demo-calls-minute-cap": 429,
  "demo-call-country-cap": 429,
  "demo-calls-daily-cap": 429,
  "demo-call-outside-hours": 422,
  "bot-check-failed": 403,
  "bot-check-unavailable": 503,
  "demo-calls-not-configured": 503,
  /** No text conversation here: the API has no Vapi key or no chat assistant. */
  "chat-not-configured": 503,
  /**
   * Too many chat messages from this connection's address or IPv6 block; `Retry-After` says when
   * to try again.
   */
  "chat-ip-limit": 429,
  /** Too many chat messages from everyone in the last minute or day; `Retry-After` says when. */
  "chat-minute-cap": 429,
  "chat-daily-cap": 429,
  /**
   * The `continuation` is not one the API gave this connection (altered, made up, from another
   * network) or was already used: start a new conversation.
   */
  "chat-continuation-invalid": 403,
  /** The conversation is over (too old, or as many messages as it may have): start a new one. */
  "chat-conversation-expired": 410,
  "chat-turn-limit": 410,
  /** The assistant did not answer (its provider failed or took too long); the message may be sent again. */
  "chat-unavailable": 502,
  /**
   * Feedback on this call was sent a while ago: it is kept as it was (a second post within a few
   * minutes of the first replaces it instead).
   */
  "call-feedback-exists": 409,
  /** This copy of the API cannot check calls with Vapi, so it takes no feedback. */
  "call-feedback-not-configured": 503,
  "not-found": 404,
  /** The demo call's recording was deleted (its retention period ended) or Vapi no longer has it. */
  "recording-gone": 410,
  /** The range asked of a recording lies past its end; `Content-Range` gives its length. */
  "range-not-satisfiable": 416,
  /** Vapi did not hand over the recording just now; try again later. */
  "recording-unavailable": 502,
  /** A recording link that is not ours, altered, or expired: ask for a new one. */
  "recording-link-invalid": 403,
  /**
   * A valid recording link whose staff member has lost admin access since (claim removed,
   * account disabled or deleted, e-mail unverified) or whose sessions were ended after it was
   * made: sign in again, or ask an admin for access.
   */
  "recording-link-revoked": 403,
  /** A webhook without a valid signature or secret. */
  unauthorized: 401,
  "auth-token-missing": 401,
  "auth-header-malformed": 401,
  "auth-token-malformed": 401,
  "auth-token-expired": 401,
  "auth-token-wrong-project": 401,
  "auth-token-revoked": 401,
  "auth-token-invalid": 401,
  "auth-account-disabled": 401,
  "auth-account-not-found": 401,
  "auth-not-admin": 403,
  "auth-email-unverified": 403,
  "auth-session-too-old": 403,
  "auth-admin-without-email": 403,
  /**
   * The inquiry changed since the version the request names (`If-Match` or `version`): the
   * answer carries the inquiry as it is now (`inquiry`), with who changed it and when.
   */
  "inquiry-changed": 409,
  /** This admin already holds as many live inbox streams as allowed; `Retry-After` says when to try again. */
  "too-many-streams": 429,
  /** The server holds as many live inbox streams as it allows; `Retry-After` says when to try again. */
  "streams-full": 503,
  /** A dependency (the database, the sign-in check) does not answer. */
  unavailable: 503,
  internal: 500,
} as const;

/** An error code the inquiries API answers with. @public */
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The status an error code is answered with. @public */
export type ApiErrorStatus<Code extends ApiErrorCode = ApiErrorCode> =
  (typeof API_ERROR_STATUS)[Code];

/**
 * What a client reports besides the API's codes: `network` (no answer came) and `unexpected`
 * (an answer that is not the API's error JSON).
 * @public
 */
export type ClientErrorCode = "network" | "unexpected";

/** Every code a call to the inquiries API can fail with. @public */
export type InquiryErrorCode = ApiErrorCode | ClientErrorCode;

/** Whether a value is one of the API's error codes. @public */
export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && Object.hasOwn(API_ERROR_STATUS, value);
