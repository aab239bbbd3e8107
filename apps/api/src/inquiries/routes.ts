import {
  API_ERROR_STATUS,
  botCheckActionOf,
  fieldErrors,
  HONEYPOT_FIELD,
  inquiryApi,
  inquiryListQuerySchema,
  inquiryMessages,
  inquiryNoteSchema,
  inquirySchema,
  inquiryUpdateSchema,
  inquiryVersionOf,
  inquiryVersionTag,
  type InquiryFieldErrors,
} from "@novaline/inquiry";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { randomUUID } from "node:crypto";
import type { AdminCheck } from "../auth/admin-check.js";
import type { StaffDirectory } from "../auth/staff-directory.js";
import { answer } from "../http/answer.js";
import { apiError, errorBody, invalid } from "../http/errors.js";
import { jsonRequest, validJson } from "../http/json-body.js";
import { verifyTurnstile, type TurnstileSettings } from "../http/turnstile.js";
import { requireAdmin, type AdminVariables } from "../http/require-admin.js";
import type { AssignmentFacts, MailMessage, StoredInquiry } from "../mail/messages.js";
import { csvStream } from "./csv.js";
import { decodeCursor, UUID } from "./cursor.js";
import { assigneeOf, assignmentNoticeFor } from "./assignment.js";
import type { InquiryRepository } from "./repository.js";

export interface InquiryRoutesOptions {
  readonly repository: InquiryRepository;
  readonly adminCheck: AdminCheck;
  /** The e-mails an inquiry yields, stored with it. */
  readonly messagesOf: (stored: StoredInquiry) => readonly MailMessage[];
  /** Middleware that runs before a submission is read (the rate limit, the bot checks' count). */
  readonly beforeSubmit: MiddlewareHandler;
  /** The bot check each submission must pass (Cloudflare Turnstile); none without a secret. */
  readonly botCheck?: TurnstileSettings | undefined;
  /** The client's address, for the bot check. */
  readonly clientAddressOf?: ((c: Context) => string) | undefined;
  /** Called after an inquiry and its e-mails are stored, or a note to an assignee queued. */
  readonly onStored?: (() => void) | undefined;
  /** Who inquiries can be assigned to. */
  readonly staff: StaffDirectory;
  /** The note to a staff member whom somebody else assigned an inquiry. */
  readonly assignmentMessageOf: (facts: AssignmentFacts, assigneeEmail: string) => MailMessage;
}

/** The list's query parameters, each given once. */
function listParams(c: Context) {
  const all = c.req.queries();
  const repeated: InquiryFieldErrors = {};
  const single: Record<string, string> = {};
  for (const [key, values] of Object.entries(all)) {
    if (values.length > 1) repeated[key] = "Give this parameter once";
    else if (values[0] !== undefined) single[key] = values[0];
  }
  return { repeated, single };
}

/** Parses the list/CSV filters: the filters, or a 422 answer naming each bad parameter. */
function parseFilters(c: Context, { paging }: { paging: boolean }) {
  const { repeated, single } = listParams(c);
  const parsed = inquiryListQuerySchema.safeParse(single);
  const fields: InquiryFieldErrors = { ...fieldErrors(parsed), ...repeated };
  if (!paging) {
    for (const key of ["limit", "cursor"]) {
      if (key in single) fields[key] = inquiryMessages.query.unknown;
    }
  }
  const cursorText = parsed.success ? parsed.data.cursor : undefined;
  const cursor =
    cursorText === undefined || !parsed.success
      ? undefined
      : decodeCursor(cursorText, parsed.data.sort);
  if (cursorText !== undefined && cursor === undefined)
    fields.cursor = inquiryMessages.query.cursor;
  if (!parsed.success || Object.keys(fields).length > 0) {
    return { ok: false as const, response: invalid(c, fields) };
  }
  const {
    kind,
    status,
    outcome,
    q,
    from,
    to,
    source,
    industry,
    call,
    responded,
    decided,
    limit,
    sort,
    assignee,
    followUpBefore,
  } = parsed.data;
  return {
    ok: true as const,
    filters: {
      kind,
      status,
      outcome,
      q,
      from,
      to,
      source,
      industry,
      call,
      responded,
      decided,
      assignee,
      followUpBefore,
    },
    limit,
    sort,
    cursor,
  };
}

const notFound = (c: Context) => apiError(c, "not-found", "There is no inquiry with this id.");

/** `/v1/inquiries`: the public submission and the admin list, detail, update and CSV export. */
export function inquiryRoutes(options: InquiryRoutesOptions) {
  const { repository, messagesOf, onStored, botCheck } = options;
  const admin = requireAdmin(options.adminCheck);
  const routes = new Hono<{ Variables: AdminVariables & { requestId: string } }>();

  const submit = inquiryApi.submitInquiry;
  routes.on(
    submit.method,
    submit.path,
    options.beforeSubmit,
    jsonRequest,
    validJson(inquirySchema, "The body must be a JSON object with the inquiry's fields."),
    async (c) => {
      const inquiry = c.req.valid("json");
      const honeypot = inquiry[HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot.trim() !== "") {
        // A bot: it is told what a person would be told (the same headers too), and nothing is
        // kept or sent.
        const id = randomUUID();
        c.header("Location", `/v1/inquiries/${id}`);
        return answer(c, submit, { id, createdAt: new Date().toISOString() }, 201);
      }
      if (botCheck) {
        // A token the form's widget got from Cloudflare for this form, good once.
        const verdict = await verifyTurnstile(
          botCheck,
          inquiry.turnstileToken,
          options.clientAddressOf?.(c) ?? "unknown",
          botCheckActionOf(inquiry.kind),
        );
        if (verdict === "unavailable") {
          return apiError(
            c,
            "bot-check-unavailable",
            "We could not check that you're a person just now. Please try again in a minute; what you typed is kept.",
          );
        }
        if (verdict !== "passed") {
          return apiError(
            c,
            "bot-check-failed",
            "The check that you're a person did not pass. Please try again; what you typed is kept.",
          );
        }
      }
      const receipt = await repository.create(inquiry, messagesOf);
      onStored?.();
      c.header("Location", `/v1/inquiries/${receipt.id}`);
      return answer(c, submit, receipt, 201);
    },
  );

  routes.get(inquiryApi.listInquiries.path, admin, async (c) => {
    const parsed = parseFilters(c, { paging: true });
    if (!parsed.ok) return parsed.response;
    return answer(
      c,
      inquiryApi.listInquiries,
      await repository.list(parsed.filters, {
        limit: parsed.limit,
        sort: parsed.sort,
        cursor: parsed.cursor,
      }),
    );
  });

  routes.get(inquiryApi.exportInquiries.path, admin, (c) => {
    const parsed = parseFilters(c, { paging: false });
    if (!parsed.ok) return parsed.response;
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csvStream(repository.each(parsed.filters, { sort: parsed.sort })), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="inquiries-${day}.csv"`,
        "cache-control": "no-store",
      },
    });
  });

  routes.get(inquiryApi.getInquiry.path, admin, async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id)) return notFound(c);
    const record = await repository.get(id.toLowerCase());
    if (!record) return notFound(c);
    c.header("ETag", inquiryVersionTag(record));
    return answer(c, inquiryApi.getInquiry, record);
  });

  const earlier = inquiryApi.listEarlierInquiries;
  routes.get(earlier.path, admin, async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id)) return notFound(c);
    const found = await repository.earlier(id.toLowerCase());
    return found ? answer(c, earlier, found) : notFound(c);
  });

  const update = inquiryApi.updateInquiry;
  routes.on(
    update.method,
    update.path,
    admin,
    jsonRequest,
    validJson(inquiryUpdateSchema, inquiryMessages.update.empty),
    async (c) => {
      const id = c.req.param("id");
      if (!UUID.test(id)) return notFound(c);
      const { version, assigneeUid, ...patch } = c.req.valid("json");
      // Only a current staff member can own an inquiry (asked afresh: not a stale list).
      const assignee = await assigneeOf(options.staff, assigneeUid);
      if (assignee === "not-staff") {
        return invalid(c, { assigneeUid: inquiryMessages.assigneeUid.notStaff });
      }
      // The version the caller saw: If-Match with the ETag, or the body's `version` (both must
      // agree). A tag that is none of ours, or a list of several, names no version we are at:
      // refused as changed. Without either (a bulk change from the list), no check.
      const ifMatch = c.req.header("if-match")?.trim();
      const tagged =
        ifMatch === undefined || ifMatch === "*" ? undefined : (inquiryVersionOf(ifMatch) ?? -1);
      if (tagged !== undefined && version !== undefined && tagged !== version) {
        return invalid(c, { version: inquiryMessages.version.mismatch });
      }
      const by = c.get("admin");
      const notice = assignmentNoticeFor(assignee, by, options.assignmentMessageOf);
      const result = await repository.update(
        id.toLowerCase(),
        { ...patch, assignee: assignee && { uid: assignee.uid, name: assignee.name } },
        by.email,
        { ifVersion: version ?? tagged, notice },
      );
      if (result.outcome === "not-found") return notFound(c);
      if (notice.queued) onStored?.();
      c.header("ETag", inquiryVersionTag(result.record));
      if (result.outcome === "stale") {
        // The inquiry as it is now (who changed it, when, to what), so the editor can choose.
        return c.json(
          {
            ...errorBody(
              "inquiry-changed",
              "Somebody changed this inquiry since you opened it. Look at their change, then choose yours.",
            ),
            inquiry: result.record,
          },
          API_ERROR_STATUS["inquiry-changed"],
        );
      }
      return answer(c, update, result.record);
    },
  );

  const addNote = inquiryApi.addInquiryNote;
  routes.on(
    addNote.method,
    addNote.path,
    admin,
    jsonRequest,
    validJson(inquiryNoteSchema, "The body must be a JSON object with the note's body."),
    async (c) => {
      const id = c.req.param("id");
      if (!UUID.test(id)) return notFound(c);
      const record = await repository.appendNote(
        id.toLowerCase(),
        c.req.valid("json").body,
        c.get("admin").email,
      );
      if (!record) return notFound(c);
      c.header("ETag", inquiryVersionTag(record));
      return answer(c, addNote, record, 201);
    },
  );

  return routes;
}
