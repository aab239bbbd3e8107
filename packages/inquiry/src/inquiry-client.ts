import {
  inquiryApi,
  pathOf,
  type ApiMethod,
  type BodyOf,
  type Endpoint,
  type InquiryExportQuery,
  type PathParams,
  type QueryOf,
  type ResultOf,
} from "./api-endpoints.js";
import { isApiErrorCode, type InquiryErrorCode } from "./api-errors.js";
import type { ChatReply, ChatRequestInput } from "./chat-schema.js";
import type { DemoCallRequestInput } from "./demo-call-schema.js";
import type { DemoCallReceipt, DemoCallView } from "./demo-call-status.js";
import type { DoNotCallAdded, DoNotCallEntry } from "./do-not-call.js";
import type { InquiryFieldErrors } from "./field-errors.js";
import type { InquiryListQuery, InquiryUpdate } from "./inquiry-admin-schema.js";
import type { InsightsQuery, InsightsReport } from "./insights-schema.js";
import type {
  EarlierInquiries,
  InquiryRecord,
  InquiryPage,
  InquiryReceipt,
  RecordingLink,
  StaffMember,
} from "./inquiry-record.js";
import type { InquiryInput } from "./inquiry-schema.js";

/** What the API says went wrong: `{"error":{"code","message","fields"?}}`. @public */
export interface InquiryApiErrorBody {
  readonly code: InquiryErrorCode;
  readonly message: string;
  readonly fields?: InquiryFieldErrors;
}

/**
 * A failed call to the inquiries API: the HTTP status (0 when no answer came), the error code,
 * a message, for 422 one visitor-readable message per bad field and, for 409
 * `inquiry-changed`, the inquiry as it is now (`current`: who changed it, when, and to what).
 * @public
 */
export class InquiryApiError extends Error {
  override readonly name = "InquiryApiError";
  readonly status: number;
  readonly code: InquiryErrorCode;
  readonly fields: InquiryFieldErrors;
  /** Seconds to wait before trying again (429), from `Retry-After`. */
  readonly retryAfter: number | undefined;
  /** With `inquiry-changed`: the inquiry as it is now, which the refused change did not see. */
  readonly current: InquiryRecord | undefined;

  constructor(
    status: number,
    body: InquiryApiErrorBody,
    options: { cause?: unknown; retryAfter?: number; current?: InquiryRecord } = {},
  ) {
    super(body.message, { cause: options.cause });
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.retryAfter = options.retryAfter;
    this.current = options.current;
  }
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
  /**
   * Sends one message of a text conversation with the assistant (public): the first with a
   * `turnstileToken`, each later one with the previous reply's `continuation`.
   */
  sendChatMessage(request: ChatRequestInput, init?: { signal?: AbortSignal }): Promise<ChatReply>;
  /** One page of inquiries, newest first (admin). */
  list(query?: InquiryListQuery, init?: { signal?: AbortSignal }): Promise<InquiryPage>;
  /** One inquiry with its e-mail delivery state (admin). */
  get(id: string, init?: { signal?: AbortSignal }): Promise<InquiryRecord>;
  /**
   * Changes an inquiry's status (admin). With `ifMatch` (the inquiry's `inquiryVersionTag`) or
   * the patch's `version`, only if nobody changed it since: otherwise it fails with
   * `inquiry-changed` (409), the error's `current` holding the inquiry as it is now.
   */
  update(
    id: string,
    patch: InquiryUpdate,
    init?: { signal?: AbortSignal; ifMatch?: string },
  ): Promise<InquiryRecord>;
  /**
   * Appends a staff note to an inquiry (admin) and answers with the inquiry as it is then. A
   * note never conflicts with another change, so it takes no version.
   */
  addNote(id: string, body: string, init?: { signal?: AbortSignal }): Promise<InquiryRecord>;
  /** The dashboard's figures for a period and the previous one (admin). */
  insights(query: InsightsQuery, init?: { signal?: AbortSignal }): Promise<InsightsReport>;
  /**
   * A short-lived signed address of the inquiry's demo-call recording that an `<audio>` element
   * can play (admin); `url` is absolute.
   */
  recordingLink(id: string, init?: { signal?: AbortSignal }): Promise<RecordingLink>;
  /** The same person's earlier inquiries, newest first (admin). */
  earlier(id: string, init?: { signal?: AbortSignal }): Promise<EarlierInquiries>;
  /** The address of the CSV export for these filters (needs the bearer token to download). */
  csvUrl(query?: InquiryExportQuery): string;
  /** The staff members inquiries can be assigned to, by name (admin). */
  listStaff(init?: { signal?: AbortSignal }): Promise<{ items: StaffMember[] }>;
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
    query?: InquiryExportQuery,
    init?: { signal?: AbortSignal; onProgress?: (rows: number) => void },
  ): Promise<Blob>;
}

/** The query string of a list or export call (empty values left out). */
function searchOf(query: InquiryListQuery | InsightsQuery = {}): string {
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

/** The inquiry a 409 `inquiry-changed` answer carries beside its error, if it looks like one. */
function currentOf(value: unknown): InquiryRecord | undefined {
  if (typeof value !== "object" || value === null || !("inquiry" in value)) return undefined;
  const { inquiry } = value;
  return typeof inquiry === "object" &&
    inquiry !== null &&
    typeof (inquiry as { id?: unknown }).id === "string" &&
    typeof (inquiry as { version?: unknown }).version === "number"
    ? (inquiry as InquiryRecord)
    : undefined;
}

/**
 * Whether `value` is the API's error answer (`{"error":{"code","message"}}` with a known code):
 * for a caller that reads an answer without the client, as a media element's link is checked.
 */
export function isApiErrorBody(value: unknown): value is { error: InquiryApiErrorBody } {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const { error } = value;
  return (
    typeof error === "object" &&
    error !== null &&
    isApiErrorCode((error as { code?: unknown }).code) &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** What one call sends: the path's parameters, the query and the JSON body its endpoint takes. */
type CallInput<E> = {
  readonly signal?: AbortSignal | undefined;
  readonly accept?: string;
  /** The version the call expects the resource to be at (`If-Match`). */
  readonly ifMatch?: string | undefined;
} & ([QueryOf<E>] extends [never] ? unknown : { readonly query?: QueryOf<E> | undefined }) &
  ([BodyOf<E>] extends [never] ? unknown : { readonly body: BodyOf<E> }) &
  (E extends Endpoint<ApiMethod, infer Path>
    ? [PathParams<Path>] extends [never]
      ? unknown
      : { readonly params: Record<PathParams<Path>, string> }
    : unknown);

/**
 * Creates a typed client of the inquiries API for the site's forms (`submit`) and the admin app
 * (everything else, with `getToken`). Every call's method and path come from
 * {@link inquiryApi}, its body and answer types too.
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
  const urlOf = <E extends Endpoint>(endpoint: E, input: CallInput<E>) => {
    const params = "params" in input ? (input.params as Record<string, string>) : {};
    const query =
      "query" in input ? searchOf(input.query as InquiryListQuery | InsightsQuery | undefined) : "";
    return `${base}${pathOf(endpoint, params)}${query}`;
  };

  /** Sends one call; its response when it succeeded, otherwise an {@link InquiryApiError}. */
  async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Response> {
    const headers = new Headers({ accept: input.accept ?? "application/json" });
    // The visitor's forms never send a token, even from a signed-in staff member's browser.
    if (endpoint.access === "admin" && options.getToken) {
      const token = await options.getToken();
      if (token) headers.set("authorization", `Bearer ${token}`);
    }
    if (input.ifMatch !== undefined) headers.set("if-match", input.ifMatch);
    const init: RequestInit = { method: endpoint.method, headers, signal: input.signal ?? null };
    if ("body" in input) {
      headers.set("content-type", "application/json");
      init.body = JSON.stringify(input.body);
    }
    let response: Response;
    try {
      response = await doFetch(urlOf(endpoint, input), init);
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      throw new InquiryApiError(
        0,
        { code: "network", message: "The inquiries service could not be reached." },
        { cause },
      );
    }
    if (response.ok) return response;
    const body: unknown = await response.json().catch(() => undefined);
    const retry = Number(response.headers.get("retry-after"));
    const current = currentOf(body);
    throw new InquiryApiError(
      response.status,
      isApiErrorBody(body)
        ? body.error
        : { code: "unexpected", message: `The inquiries service answered ${response.status}.` },
      {
        ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: retry } : {}),
        ...(current ? { current } : {}),
      },
    );
  }

  const json = async <E extends Endpoint>(endpoint: E, input: CallInput<E>) =>
    (await (await send(endpoint, input)).json()) as ResultOf<E>;

  return {
    submit: (body, init) => json(inquiryApi.submitInquiry, { body, signal: init?.signal }),
    requestDemoCall: (body, init) =>
      json(inquiryApi.requestDemoCall, { body, signal: init?.signal }),
    getDemoCall: (id, init) =>
      json(inquiryApi.getDemoCall, { params: { id }, signal: init?.signal }),
    sendChatMessage: (body, init) =>
      json(inquiryApi.sendChatMessage, { body, signal: init?.signal }),
    list: (query, init) => json(inquiryApi.listInquiries, { query, signal: init?.signal }),
    insights: (query, init) => json(inquiryApi.getInsights, { query, signal: init?.signal }),
    get: (id, init) => json(inquiryApi.getInquiry, { params: { id }, signal: init?.signal }),
    update: (id, body, init) =>
      json(inquiryApi.updateInquiry, {
        params: { id },
        body,
        signal: init?.signal,
        ifMatch: init?.ifMatch,
      }),
    addNote: (id, body, init) =>
      json(inquiryApi.addInquiryNote, { params: { id }, body: { body }, signal: init?.signal }),
    listStaff: (init) => json(inquiryApi.listStaff, { signal: init?.signal }),
    recordingLink: async (id, init) => {
      const link = await json(inquiryApi.createRecordingLink, {
        params: { id },
        signal: init?.signal,
      });
      // The API gives its own path: the address is ours to complete.
      return { ...link, url: `${base}${link.url}` };
    },
    earlier: (id, init) =>
      json(inquiryApi.listEarlierInquiries, { params: { id }, signal: init?.signal }),
    listDoNotCall: (init) => json(inquiryApi.listDoNotCall, { signal: init?.signal }),
    addDoNotCall: async (phone, init) => {
      const response = await send(inquiryApi.addDoNotCall, {
        body: { phone },
        signal: init?.signal,
      });
      return {
        entry: (await response.json()) as ResultOf<typeof inquiryApi.addDoNotCall>,
        alreadyListed: response.status === 200,
      };
    },
    removeDoNotCall: async (id, init) => {
      await send(inquiryApi.removeDoNotCall, { params: { id }, signal: init?.signal });
    },
    csvUrl: (query) => urlOf(inquiryApi.exportInquiries, { query }),
    exportCsv: async (query, init) => {
      const response = await send(inquiryApi.exportInquiries, {
        query,
        accept: "text/csv",
        signal: init?.signal,
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
