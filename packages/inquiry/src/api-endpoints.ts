// The inquiries API's endpoints: each one's method, path, what it takes and what it answers. The
// API registers its routes from this table and the client is derived from it, so a renamed path,
// field or response fails type-checking on both sides. Types only beyond method and path: the
// request schemas stay in their own modules (the phone schema is a separate entry).
import type { ChatReply, ChatRequestInput } from "./chat-schema.js";
import type { CallFeedbackInput, CallFeedbackReceipt } from "./call-feedback-schema.js";
import type { DemoCallRequestInput } from "./demo-call-schema.js";
import type { DemoCallReceipt, DemoCallView } from "./demo-call-status.js";
import type { DoNotCallEntry, DoNotCallInput } from "./do-not-call.js";
import type { InquiryListQuery, InquiryNoteInput, InquiryUpdate } from "./inquiry-admin-schema.js";
import type { InsightsQuery, InsightsReport } from "./insights-schema.js";
import type {
  EarlierInquiries,
  InquiryPage,
  InquiryReceipt,
  InquiryRecord,
  RecordingLink,
  StaffMember,
} from "./inquiry-record.js";
import type { InquiryInput } from "./inquiry-schema.js";

/** An HTTP method the API answers. @public */
export type ApiMethod = "GET" | "POST" | "PATCH" | "DELETE";

/**
 * One endpoint: its method and path (Hono's syntax, `:id` for a parameter), and as types only
 * the JSON body it takes, the query it reads and what it answers on success.
 * @public
 */
export interface Endpoint<
  Method extends ApiMethod = ApiMethod,
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Result = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** `public` (the site's forms and demo) or `admin` (a staff member's bearer token). */
  readonly access: "public" | "admin";
  /** Type-level only: never set. */
  readonly types?: { readonly body: Body; readonly query: Query; readonly result: Result };
}

/** The body an endpoint takes (`never`: none). @public */
export type BodyOf<E> = E extends Endpoint<ApiMethod, string, infer Body> ? Body : never;
/** The query an endpoint reads (`never`: none). @public */
export type QueryOf<E> =
  E extends Endpoint<ApiMethod, string, unknown, infer Query> ? Query : never;
/** What an endpoint answers on success. @public */
export type ResultOf<E> =
  E extends Endpoint<ApiMethod, string, unknown, unknown, infer Result> ? Result : never;

/** The names of a path's parameters: `"/v1/inquiries/:id"` → `"id"`. @public */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

const endpoint =
  <Body = never, Query = never, Result = unknown>() =>
  <Method extends ApiMethod, Path extends string>(
    method: Method,
    path: Path,
    access: "public" | "admin",
  ): Endpoint<Method, Path, Body, Query, Result> => ({ method, path, access });

/** The CSV export's filters: the list's, without paging. @public */
export type InquiryExportQuery = Omit<InquiryListQuery, "limit" | "cursor">;

/**
 * Every endpoint of the inquiries API that a client calls (Vapi's webhook and the health checks
 * are the API's own).
 * @public
 */
export const inquiryApi = {
  /** A visitor's inquiry (public): 201 with the receipt. */
  submitInquiry: endpoint<InquiryInput, never, InquiryReceipt>()("POST", "/v1/inquiries", "public"),
  /** A demo call from the AI caller now (public): 202 with the call's id. */
  requestDemoCall: endpoint<DemoCallRequestInput, never, DemoCallReceipt>()(
    "POST",
    "/v1/demo-calls",
    "public",
  ),
  /** Where a demo call is (public, by its unguessable id). */
  getDemoCall: endpoint<never, never, DemoCallView>()("GET", "/v1/demo-calls/:id", "public"),
  /** One message of a text conversation with the assistant (public): 200 with its reply. */
  sendChatMessage: endpoint<ChatRequestInput, never, ChatReply>()("POST", "/v1/chat", "public"),
  /**
   * A visitor's feedback on a browser call they just had (public): 201 with the receipt, 200
   * when it replaces the call's feedback sent moments before. The site sends it with
   * `sendFeedback` of `@novaline/voice-core`, so the inquiry client has no method for it.
   */
  sendCallFeedback: endpoint<CallFeedbackInput, never, CallFeedbackReceipt>()(
    "POST",
    "/v1/call-feedback",
    "public",
  ),
  /** One page of inquiries (admin). */
  listInquiries: endpoint<never, InquiryListQuery, InquiryPage>()("GET", "/v1/inquiries", "admin"),
  /** Every inquiry the filters match, as CSV (admin). */
  exportInquiries: endpoint<never, InquiryExportQuery, Blob>()("GET", "/v1/inquiries.csv", "admin"),
  /** One inquiry with its e-mails (admin). */
  getInquiry: endpoint<never, never, InquiryRecord>()("GET", "/v1/inquiries/:id", "admin"),
  /** A new status, from the version the caller saw (admin): 409 when it changed since. */
  updateInquiry: endpoint<InquiryUpdate, never, InquiryRecord>()(
    "PATCH",
    "/v1/inquiries/:id",
    "admin",
  ),
  /** A note appended to an inquiry (admin): 201 with the inquiry; never a conflict. */
  addInquiryNote: endpoint<InquiryNoteInput, never, InquiryRecord>()(
    "POST",
    "/v1/inquiries/:id/notes",
    "admin",
  ),
  /** The staff members inquiries can be assigned to, by name (admin). */
  listStaff: endpoint<never, never, { items: StaffMember[] }>()("GET", "/v1/staff", "admin"),
  /** The dashboard's figures for a period and the previous one (admin, never cached). */
  getInsights: endpoint<never, InsightsQuery, InsightsReport>()(
    "GET",
    "/v1/admin/insights",
    "admin",
  ),
  /**
   * A short-lived signed address of the inquiry's demo-call recording (admin): 200 with a
   * {@link RecordingLink}; 404 when there is no such inquiry or no recording.
   */
  createRecordingLink: endpoint<never, never, RecordingLink>()(
    "POST",
    "/v1/inquiries/:id/recording-link",
    "admin",
  ),
  /**
   * The recording itself, streamed from Vapi (admin: the bearer token, or the signed query of a
   * {@link RecordingLink}); answers ranges with 206.
   */
  getRecording: endpoint<never, never, Blob>()("GET", "/v1/inquiries/:id/recording", "admin"),
  /** The same person's earlier inquiries (admin). */
  listEarlierInquiries: endpoint<never, never, EarlierInquiries>()(
    "GET",
    "/v1/inquiries/:id/earlier",
    "admin",
  ),
  /** The do-not-call list (admin). */
  listDoNotCall: endpoint<never, never, { items: DoNotCallEntry[] }>()(
    "GET",
    "/v1/do-not-call",
    "admin",
  ),
  /** A number added to the do-not-call list (admin): 201 when new, 200 when already listed. */
  addDoNotCall: endpoint<DoNotCallInput, never, DoNotCallEntry>()(
    "POST",
    "/v1/do-not-call",
    "admin",
  ),
  /** An entry removed from the do-not-call list (admin): 204. */
  removeDoNotCall: endpoint<never, never, undefined>()("DELETE", "/v1/do-not-call/:id", "admin"),
} as const;

/** The name of one of the inquiries API's endpoints. @public */
export type InquiryEndpointName = keyof typeof inquiryApi;

/**
 * The path of a call: the endpoint's path with each parameter filled in (URI-encoded).
 * @example pathOf(inquiryApi.getInquiry, { id: "3f…" }) // "/v1/inquiries/3f…"
 * @public
 */
export function pathOf<Path extends string>(
  endpoint: Endpoint<ApiMethod, Path>,
  params: Record<PathParams<Path>, string>,
): string {
  const values: Record<string, string> = params;
  return endpoint.path.replace(/:(\w+)/g, (_whole, name: string) =>
    encodeURIComponent(values[name] ?? ""),
  );
}
