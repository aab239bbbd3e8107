import {
  createInquiryClient,
  type EarlierInquiries,
  type InquiryPage,
  type InquiryRecord,
  type RecordingLink,
  type StaffMember,
} from "@novaline/inquiry";
import { vi } from "vitest";

/** A stored inquiry for tests, with both e-mails sent unless `overrides` says otherwise. */
export function inquiryRecord(overrides: Partial<InquiryRecord> = {}): InquiryRecord {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    kind: "contact",
    name: "Jane Cooper",
    email: "jane@clinic.com",
    phone: null,
    company: "Bright Smile Dental",
    plan: null,
    message: "We miss calls after 5 PM.",
    sourcePage: "/contact",
    createdAt: "2026-11-20T09:30:00.000Z",
    status: "new",
    notes: [],
    version: 0,
    updatedAt: null,
    updatedBy: null,
    assigneeUid: null,
    assigneeName: null,
    followUpOn: null,
    delivery: (["staff_notification", "visitor_confirmation"] as const).map((kind) => ({
      kind,
      to: kind === "staff_notification" ? "sales@novaline.ai" : "jane@clinic.com",
      state: "sent",
      attempts: 1,
      lastError: null,
      nextAttemptAt: null,
      sentAt: "2026-11-20T09:30:02.000Z",
    })),
    call: null,
    ...overrides,
  };
}

/** A page of the list; its `total` is the number of its items unless given. */
export type FakePage = Omit<InquiryPage, "total"> & { total?: number };

/** What the fake API answers a request with. */
export type FakeAnswer =
  FakePage | InquiryRecord | EarlierInquiries | RecordingLink | { status: number; body: unknown };

/** What a test's fake API answers that `answer` need not: none earlier, by default. */
const NO_EARLIER: EarlierInquiries = { count: 0, items: [] };

/** The staff list the fake API answers `GET /v1/staff` with, unless a test answers it itself. */
export const FAKE_STAFF: readonly StaffMember[] = [
  { uid: "admin-uid", name: "Local Admin", email: "admin@novaline.local" },
  { uid: "sam-uid", name: "Sam Sales", email: "sam@novaline.local" },
];

/**
 * The real typed client over a fake `fetch`: `answer` decides each response from the request's
 * URL (`GET /v1/staff` gets {@link FAKE_STAFF} when `answer` gives a list page for it; an
 * inquiry's earlier ones are none unless `answer` says otherwise for
 * `/v1/inquiries/:id/earlier`); `requests` records the URLs and Authorization headers the app
 * sent.
 */
export function fakeInquiryApi(
  answer: (
    url: URL,
    request: { method: string; body: unknown },
  ) => FakeAnswer | Promise<FakeAnswer> = () => ({
    items: [],
    nextCursor: null,
  }),
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(input as string);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    const answered = await answer(url, { method: init?.method ?? "GET", body });
    // Tests that answer every GET with a page of inquiries get a staff list for the picker, and
    // no earlier inquiries.
    const result: FakeAnswer | { items: readonly StaffMember[] } =
      url.pathname === "/v1/staff" && !("status" in answered && "body" in answered)
        ? { items: FAKE_STAFF }
        : url.pathname.endsWith("/earlier") && !("count" in answered)
          ? NO_EARLIER
          : answered;
    if ("status" in result && "body" in result) {
      return Response.json(result.body, { status: result.status });
    }
    return Response.json(
      "items" in result && "nextCursor" in result
        ? { ...result, total: result.total ?? result.items.length }
        : result,
    );
  });
  const api = createInquiryClient({
    baseUrl: "http://api.test",
    getToken: () => "test-token",
    fetch,
  });
  const requests = () =>
    fetch.mock.calls.map(([input, init]) => ({
      url: new URL(input as string),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: new Headers(init?.headers).get("authorization"),
      ifMatch: new Headers(init?.headers).get("if-match"),
    }));
  return { api, fetch, requests };
}
