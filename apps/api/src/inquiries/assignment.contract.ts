// Who owns an inquiry (assignee, follow-up day) through the API, run against each database (see
// assignment.*.test.ts).
import {
  inquiryMessages as m,
  type InquiryPage,
  type InquiryRecord,
  type StaffMember,
} from "@novaline/inquiry";
import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { inquiries, mailOutbox } from "../db/schema.js";
import { createOutbox } from "../mail/outbox.js";
import type { MailEnvelope, MailTransport } from "../mail/transport.js";
import { startMailWorker } from "../mail/worker.js";
import {
  ADMIN_2_TOKEN,
  ADMIN_TOKEN,
  marker,
  scannedLogger,
  STAFF,
  STAFF_2,
  testApp,
  valid,
  type TestApp,
} from "../test/harness.js";
import { createInquiryChangeFeed } from "./changes.js";
import { createInquiryRepository } from "./repository.js";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function describeAssignmentContract(driver: string, open: () => Promise<DatabaseHandle>) {
  describe(`assignment and follow-ups on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;

    beforeAll(async () => {
      database = await open();
      api = testApp(database);
    });
    afterAll(() => database.close());

    /** Stores an inquiry through the API (with its two e-mails); its id. */
    const submit = async (body: object = valid.contact) => {
      const res = await api.submit(body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    /** Inserts inquiries directly with chosen fields; their ids. */
    async function seed(rows: Partial<typeof inquiries.$inferInsert>[]): Promise<string[]> {
      const values = rows.map((row) => ({
        id: randomUUID(),
        kind: "contact" as const,
        name: "Seeded",
        email: "seed@clinic.com",
        message: "seeded",
        createdAt: new Date(),
        ...row,
      }));
      await database.db.insert(inquiries).values(values);
      return values.map((v) => v.id);
    }
    const patchAs = (token: string, id: string, body: unknown) =>
      api.patch(`/v1/inquiries/${id}`, body, { authorization: token });
    const assignmentMails = (id: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.inquiryId, id), eq(mailOutbox.kind, "staff_assignment")));
    const list = async (query: string) => {
      const res = await api.get(`/v1/inquiries?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as InquiryPage;
    };

    it("lists the staff members by name to admins only", async () => {
      const res = await api.get("/v1/staff");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { items } = (await res.json()) as { items: StaffMember[] };
      expect(items).toEqual([
        { ...STAFF, name: "Olivia Ops" },
        { ...STAFF_2, name: "Sam Sales" },
      ]);
      expect((await api.get("/v1/staff", { authorization: "Bearer user-token" })).status).toBe(403);
      expect((await api.get("/v1/staff", {})).status).toBe(401);
    });

    it("refuses an assignee who is not a current staff member, naming the field, and changes nothing", async () => {
      const id = await submit();
      for (const uid of ["user-1", "someone-unknown"]) {
        const res = await api.patch(`/v1/inquiries/${id}`, { assigneeUid: uid, status: "won" });
        expect(res.status).toBe(422);
        const { error } = (await res.json()) as ErrorBody;
        expect(error.code).toBe("invalid");
        expect(error.fields).toEqual({ assigneeUid: m.assigneeUid.notStaff });
      }
      for (const body of [{ assigneeUid: 42 }, { assigneeUid: "" }, { followUpOn: "2030-02-30" }]) {
        const res = await api.patch(`/v1/inquiries/${id}`, body);
        expect(res.status).toBe(422);
        expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {})).toEqual(
          Object.keys(body),
        );
      }
      const record = (await (await api.get(`/v1/inquiries/${id}`)).json()) as InquiryRecord;
      expect(record).toMatchObject({
        status: "new",
        assigneeUid: null,
        assigneeName: null,
        followUpOn: null,
        updatedAt: null,
      });
      expect(await assignmentMails(id)).toHaveLength(0);
    });

    it("assigns, sets and clears a follow-up day, and unassigns, recording who changed it", async () => {
      const id = await submit();
      const res = await api.patch(`/v1/inquiries/${id}`, {
        assigneeUid: STAFF_2.uid,
        followUpOn: "2030-06-10",
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        assigneeUid: STAFF_2.uid,
        assigneeName: "Sam Sales",
        followUpOn: "2030-06-10",
        updatedBy: STAFF.email,
      });
      const cleared = await api.patch(`/v1/inquiries/${id}`, {
        assigneeUid: null,
        followUpOn: null,
      });
      expect(await cleared.json()).toMatchObject({
        assigneeUid: null,
        assigneeName: null,
        followUpOn: null,
      });
    });

    it("queues one e-mail to the assignee when somebody else assigns them, none when they assign themselves", async () => {
      const id = await submit({
        ...valid.contact,
        phone: "+1 512 555 0199",
        company: "Acme Dental",
      });
      // Sam takes it: no e-mail to Sam.
      expect((await patchAs(ADMIN_2_TOKEN, id, { assigneeUid: STAFF_2.uid })).status).toBe(200);
      expect(await assignmentMails(id)).toHaveLength(0);
      // Olivia gives it to herself: none either.
      expect((await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF.uid })).status).toBe(200);
      expect(await assignmentMails(id)).toHaveLength(0);
      // Olivia gives it to Sam: one, to Sam; naming Sam again (and a status) adds none.
      expect((await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid })).status).toBe(200);
      expect(
        (await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid, status: "in_progress" }))
          .status,
      ).toBe(200);
      const mails = await assignmentMails(id);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ to: STAFF_2.email, state: "pending", replyTo: null });
      expect(mail?.subject).toContain("Jane Cooper");
      expect(mail?.text).toContain(`${STAFF.email} assigned you`);
      expect(mail?.text).toContain(`?id=${id}`);
      // Nothing of the visitor beyond the staff notification's, and less: no address, phone,
      // business or message.
      for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
        expect(body).not.toMatch(/jane@clinic\.com|555\W?0199|Acme|lunch/);
      }
      // Not one of the inquiry's own two e-mails.
      const record = (await (await api.get(`/v1/inquiries/${id}`)).json()) as InquiryRecord;
      expect(record.delivery.map((d) => d.kind)).toEqual([
        "staff_notification",
        "visitor_confirmation",
      ]);
      // Unassigning sends nothing; assigning Sam again later is a new assignment: one more.
      await patchAs(ADMIN_TOKEN, id, { assigneeUid: null });
      await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid });
      expect(await assignmentMails(id)).toHaveLength(2);
    });

    it("queues the e-mail once when two saves assign the same person at the same time", async () => {
      const id = await submit();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid })),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      expect(await assignmentMails(id)).toHaveLength(1);
    });

    it("sends the assignee's e-mail with the mail worker, and names no assignee in the staff notification", async () => {
      const id = await submit();
      await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid, followUpOn: "2030-06-10" });
      const sent: MailEnvelope[] = [];
      const transport: MailTransport = {
        send: (mail) => {
          sent.push(mail);
          return Promise.resolve();
        },
        close: () => undefined,
      };
      const worker = startMailWorker({
        outbox: createOutbox(database.db),
        transport,
        from: "NovaLine <hello@novaline.ai>",
        logger: scannedLogger(),
        leaseMs: 30_000,
        pollMs: 20,
      });
      try {
        await vi.waitFor(async () => {
          const [mail] = await assignmentMails(id);
          expect(mail?.state).toBe("sent");
        });
      } finally {
        await worker.stop();
      }
      const toSam = sent.filter((mail) => mail.to === STAFF_2.email && mail.text.includes(id));
      expect(toSam).toHaveLength(1);
      expect(toSam[0]?.text).toContain("Follow up on: 2030-06-10");
      const notification = sent.find(
        (mail) => mail.to === "sales@novaline.ai" && mail.text.includes(id),
      );
      expect(notification).toBeDefined();
      expect(`${notification?.text ?? ""}${notification?.html ?? ""}`).not.toMatch(
        /assign|Sam Sales|Olivia|staff-2|sam@novaline/i,
      );
    });

    it("filters Mine and Unassigned", async () => {
      const word = marker();
      const [mine, theirs, nobody] = await seed([
        { message: word, assigneeUid: STAFF.uid, assigneeName: "Olivia Ops" },
        { message: word, assigneeUid: STAFF_2.uid, assigneeName: "Sam Sales" },
        { message: word },
      ]);
      const ids = async (query: string) =>
        (await list(`q=${word}&${query}`)).items.map((item) => item.id).sort();
      expect(await ids(`assignee=${STAFF.uid}`)).toEqual([mine]);
      expect(await ids(`assignee=${STAFF_2.uid}`)).toEqual([theirs]);
      expect(await ids("assignee=none")).toEqual([nobody]);
      expect((await list(`q=${word}&assignee=none`)).total).toBe(1);
      expect(await ids("")).toEqual([mine, theirs, nobody].sort());
      const bad = await api.get(`/v1/inquiries?assignee=`);
      expect(bad.status).toBe(422);
    });

    it("filters the overdue: open inquiries whose follow-up day is before the staff member's today", async () => {
      const word = marker();
      // A staff member in Tokyo at 2030-06-09T20:00Z is on 10 June: their client asks for the
      // follow-ups before 2030-06-10. One in Honolulu at that instant is on 9 June.
      const [yesterday, today, won, lost, spam, earlier, none] = await seed([
        { message: word, followUpOn: "2030-06-09" },
        { message: word, followUpOn: "2030-06-10" },
        { message: word, followUpOn: "2030-06-01", status: "won" },
        { message: word, followUpOn: "2030-06-01", status: "lost" },
        { message: word, followUpOn: "2030-06-01", status: "spam" },
        { message: word, followUpOn: "2030-05-31", status: "in_progress" },
        { message: word },
      ]);
      const ids = async (query: string) =>
        (await list(`q=${word}&${query}`)).items.map((item) => item.id).sort();
      expect(await ids("followUpBefore=2030-06-10")).toEqual([yesterday, earlier].sort());
      expect(await ids("followUpBefore=2030-06-09")).toEqual([earlier]);
      expect(await ids("followUpBefore=2030-06-11")).toEqual([yesterday, today, earlier].sort());
      expect([won, lost, spam, none]).toHaveLength(4);
      for (const value of ["2030-06-31", "2030-06-10T00:00:00Z", "tomorrow"]) {
        const res = await api.get(`/v1/inquiries?followUpBefore=${value}`);
        expect(res.status).toBe(422);
        expect(((await res.json()) as ErrorBody).error.fields).toEqual({
          followUpBefore: m.query.followUpBefore,
        });
      }
    });

    it("writes the assignee and follow-up day in the CSV, filtered like the list", async () => {
      const word = marker();
      await seed([
        {
          message: word,
          assigneeUid: STAFF_2.uid,
          assigneeName: "Sam Sales",
          followUpOn: "2030-07-01",
        },
        { message: word, name: "Nobody's" },
      ]);
      const res = await api.get(`/v1/inquiries.csv?q=${word}&assignee=${STAFF_2.uid}`);
      expect(res.status).toBe(200);
      const lines = (await res.text()).trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('"assignee","follow_up_on"');
      expect(lines[1]).toContain('"Sam Sales","2030-07-01"');
    });

    it("brings a change of assignee to the live feed", async () => {
      const repository = createInquiryRepository(database.db);
      const feed = createInquiryChangeFeed(database.db, (ids) => repository.getMany(ids));
      const id = await submit();
      await vi.waitFor(async () => {
        const { changes } = await feed.after(await feed.head());
        expect(changes).toEqual([]);
      });
      const start = await feed.head();
      await patchAs(ADMIN_TOKEN, id, { assigneeUid: STAFF_2.uid, followUpOn: "2030-06-10" });
      await vi.waitFor(async () => {
        const { changes } = await feed.after(start);
        expect(changes).toContainEqual({
          kind: "updated",
          inquiry: expect.objectContaining({
            id,
            assigneeUid: STAFF_2.uid,
            assigneeName: "Sam Sales",
            followUpOn: "2030-06-10",
          }) as unknown,
        });
      });
    });
  });
}
