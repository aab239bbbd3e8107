import type { DemoCallRequestInput } from "./demo-call-schema.js";
import type { DemoCallReceipt, DemoCallView } from "./demo-call-status.js";
import type { InquiryFieldErrors } from "./field-errors.js";
import type { InquiryListQuery, InquiryUpdate } from "./inquiry-admin-schema.js";
import type { InquiryRecord, InquiryPage, InquiryReceipt } from "./inquiry-record.js";
import type { InquiryInput } from "./inquiry-schema.js";

/**
 * The error codes the inquiries API answers with, plus `network` (no answer) and `unexpected`
 * (an answer that is not the API's error JSON).
 * @public
 */
export type InquiryErrorCode =
  | "invalid"
  | "malformed-json"
  | "unsupported-media-type"
  | "payload-too-large"
  | "rate-limited"
  | "demo-call-number-limit"
  | "demo-call-ip-limit"
  | "demo-calls-minute-cap"
  | "demo-call-country-cap"
  | "demo-calls-daily-cap"
  | "demo-call-outside-hours"
  | "demo-call-do-not-call"
  | "bot-check-failed"
  | "bot-check-unavailable"
  | "demo-calls-not-configured"
  | "not-found"
  | "unauthorized"
  | "forbidden"
  | "unavailable"
  | "internal"
  | "network"
  | "unexpected"
  | (string & {});

/** What the API says went wrong: `{"error":{"code","message","fields"?}}`. @public */
export interface InquiryApiErrorBody {
  readonly code: InquiryErrorCode;
  readonly message: string;
  readonly fields?: InquiryFieldErrors;
}

/**
 * A failed call to the inquiries API: the HTTP status (0 when no answer came), the error code,
 * a message and, for 422, one visitor-readable message per bad field.
 * @public
 */
export class InquiryApiError extends Error {
  override readonly name = "InquiryApiError";
  readonly status: number;
  readonly code: InquiryErrorCode;
  readonly fields: InquiryFieldErrors;
  /** Seconds to wait before trying again (429), from `Retry-After`. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    body: InquiryApiErrorBody,
    options: { cause?: unknown; retryAfter?: number } = {},
  ) {
    super(body.message, { cause: options.cause });
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfter = options.retryAfter;
  }
}

/**
 * A number the phone demo never calls, as staff see it: a hint (`+44 ••• 56`), never the number.
 * @public
 */
export interface DoNotCallEntry {
  /** The number's keyed hash, the entry's id. */
  readonly id: string;
  readonly hint: string;
  /** `staff` added it, or the visitor asked during a demo call (`call`). */
  readonly source: "staff" | "call";
  /** The staff member's e-mail address, for `staff`. */
  readonly addedBy: string | null;
  readonly createdAt: string;
}

/** What adding a number answers: the entry, and whether it was already listed. @public */
export interface DoNotCallAdded {
  readonly entry: DoNotCallEntry;
  readonly alreadyListed: boolean;
}

/** Options of {@link createInquiryClient}. @public */
export interface InquiryClientOptions {
  /** Where the API is, e.g. `https://api.novaline.ai` (a trailing slash is fine). */
  readonly baseUrl: string;
  /** The admin's bearer token (a Firebase ID token) for the admin calls; not used by `submit`. */
  readonly getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** The `fetch` to use. @defaultValue globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
}

/** A typed client of the inquiries API. Every method rejects with {@link InquiryApiError}. @public */
export interface InquiryClient {
  /** Sends a visitor's inquiry (public). */
  submit(inquiry: InquiryInput, init?: { signal?: AbortSignal }): Promise<InquiryReceipt>;
  /** Asks for a demo call from the AI caller now (public); answers with the call's id. */
  requestDemoCall(
    request: DemoCallRequestInput,
    init?: { signal?: AbortSignal },
  ): Promise<DemoCallReceipt>;
  /** Where a demo call is (public, by its unguessable id). */
  getDemoCall(id: string, init?: { signal?: AbortSignal }): Promise<DemoCallView>;
  /** One page of inquiries, newest first (admin). */
  list(query?: InquiryListQuery, init?: { signal?: AbortSignal }): Promise<InquiryPage>;
  /** One inquiry with its e-mail delivery state (admin). */
  get(id: string, init?: { signal?: AbortSignal }): Promise<InquiryRecord>;
  /** Changes an inquiry's status and/or note (admin). */
  update(id: string, patch: InquiryUpdate, init?: { signal?: AbortSignal }): Promise<InquiryRecord>;
  /** The address of the CSV export for these filters (needs the bearer token to download). */
  csvUrl(query?: Omit<InquiryListQuery, "limit" | "cursor">): string;
  /** The do-not-call list, newest first (admin): hints, never numbers. */
  listDoNotCall(init?: { signal?: AbortSignal }): Promise<{ items: DoNotCallEntry[] }>;
  /** Adds a number (with its country code) to the do-not-call list (admin). */
  addDoNotCall(phone: string, init?: { signal?: AbortSignal }): Promise<DoNotCallAdded>;
  /** Removes an entry from the do-not-call list (admin). */
  removeDoNotCall(id: string, init?: { signal?: AbortSignal }): Promise<void>;
  /**
   * Downloads the CSV export for these filters (admin), as the API streams it; `onProgress`
   * hears how many rows have arrived so far (line breaks inside a cell count as rows).
   */
  exportCsv(
    query?: Omit<InquiryListQuery, "limit" | "cursor">,
    init?: { signal?: AbortSignal; onProgress?: (rows: number) => void },
  ): Promise<Blob>;
}

/** The query string of a list or export call (empty values left out). */
function searchOf(query: InquiryListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [
    string,
    string | number | Date | undefined,
  ][]) {
    if (value === undefined || value === "") continue;
    params.set(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

function isErrorBody(value: unknown): value is { error: InquiryApiErrorBody } {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const { error } = value;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/**
 * Creates a typed client of the inquiries API for the site's forms (`submit`) and the admin app
 * (everything else, with `getToken`).
 * @example
 * const api = createInquiryClient({ baseUrl: "http://localhost:8787", getToken: () => user.getIdToken() });
 * try {
 *   await api.submit({ kind: "demo", name: "Jane Cooper", email: "jane@clinic.com" });
 * } catch (error) {
 *   if (error instanceof InquiryApiError && error.code === "invalid") showFieldErrors(error.fields);
 * }
 * const { items, nextCursor } = await api.list({ status: "new", limit: 50 });
 * @public
 */
export function createInquiryClient(options: InquiryClientOptions): InquiryClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function call(
    path: string,
    init: RequestInit & { admin: boolean; accept?: string },
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("accept", init.accept ?? "application/json");
    if (init.admin && options.getToken) {
      const token = await options.getToken();
      if (token) headers.set("authorization", `Bearer ${token}`);
    }
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { ...init, headers });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new InquiryApiError(
        0,
        { code: "network", message: "The inquiries service could not be reached." },
        { cause },
      );
    }
    if (response.ok) return response;
    const body: unknown = await response.json().catch(() => undefined);
    const retry = Number(response.headers.get("retry-after"));
    throw new InquiryApiError(
      response.status,
      isErrorBody(body)
        ? body.error
        : { code: "unexpected", message: `The inquiries service answered ${response.status}.` },
      Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {},
    );
  }

  const json = async <T>(path: string, init: RequestInit & { admin: boolean }): Promise<T> =>
    (await (await call(path, init)).json()) as T;
  const idPath = (id: string) => `/v1/inquiries/${encodeURIComponent(id)}`;

  return {
    submit: (inquiry, init) =>
      json<InquiryReceipt>("/v1/inquiries", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(inquiry),
        admin: false,
        signal: init?.signal ?? null,
      }),
    requestDemoCall: (request, init) =>
      json<DemoCallReceipt>("/v1/demo-calls", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
        admin: false,
        signal: init?.signal ?? null,
      }),
    getDemoCall: (id, init) =>
      json<DemoCallView>(`/v1/demo-calls/${encodeURIComponent(id)}`, {
        admin: false,
        signal: init?.signal ?? null,
      }),
    list: (query, init) =>
      json<InquiryPage>(`/v1/inquiries${searchOf(query)}`, {
        admin: true,
        signal: init?.signal ?? null,
      }),
    get: (id, init) =>
      json<InquiryRecord>(idPath(id), { admin: true, signal: init?.signal ?? null }),
    update: (id, patch, init) =>
      json<InquiryRecord>(idPath(id), {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(patch),
        admin: true,
        signal: init?.signal ?? null,
      }),
    listDoNotCall: (init) =>
      json<{ items: DoNotCallEntry[] }>("/v1/do-not-call", {
        admin: true,
        signal: init?.signal ?? null,
      }),
    addDoNotCall: async (phone, init) => {
      const response = await call("/v1/do-not-call", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone }),
        admin: true,
        signal: init?.signal ?? null,
      });
      return {
        entry: (await response.json()) as DoNotCallEntry,
        alreadyListed: response.status === 200,
      };
    },
    removeDoNotCall: async (id, init) => {
      await call(`/v1/do-not-call/${encodeURIComponent(id)}`, {
        method: "DELETE",
        admin: true,
        signal: init?.signal ?? null,
      });
    },
    csvUrl: (query) => `${base}/v1/inquiries.csv${searchOf(query)}`,
    exportCsv: async (query, init) => {
      const response = await call(`/v1/inquiries.csv${searchOf(query)}`, {
        admin: true,
        accept: "text/csv",
        signal: init?.signal ?? null,
      });
      const onProgress = init?.onProgress;
      if (!onProgress || !response.body) return response.blob();
      const chunks: Uint8Array[] = [];
      let lines = 0;
      const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (const byte of value) if (byte === 10) lines += 1;
        // The first line is the header.
        onProgress(Math.max(0, lines - 1));
      }
      return new Blob(chunks, { type: "text/csv;charset=utf-8" });
    },
  };
}
