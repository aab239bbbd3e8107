// Two members of staff on one inquiry: versions, conflicts and notes, run against each database
// (see versions.*.test.ts).
import type { InquiryRecord } from "@novaline/inquiry";
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { inquiries, inquiryNotes } from "../db/schema.js";
import {
  ADMIN_TOKEN,
  marker,
  ADMIN_2_TOKEN,
  STAFF_2,
  STAFF,
  testApp,
  valid,
  type TestApp,
} from "../test/harness.js";
import { createInquiryRepository } from "./repository.js";

interface Refusal {
  error: { code: string; message: string; fields?: Record<string, string> };
  inquiry?: InquiryRecord;
}

const asA = { authorization: ADMIN_TOKEN };
const asB = { authorization: ADMIN_2_TOKEN };

export function describeVersionsContract(driver: string, open: () => Promise<DatabaseHandle>) {
  describe(`two editors of one inquiry on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;

    beforeAll(async () => {
      database = await open();
      api = testApp(database);
    });
    afterAll(async () => {
      await database.close();
    });

    const newInquiry = async () => {
      const res = await api.submit({ ...valid.contact, name: `Jane ${marker()}` });
      return `/v1/inquiries/${((await res.json()) as { id: string }).id}`;
    };
    const read = async (path: string) => (await (await api.get(path)).json()) as InquiryRecord;

    it("answers a stale version with 409 and the inquiry as it is now, who changed it and when", async () => {
      const path = await newInquiry();
      const opened = await api.get(path);
      expect(opened.headers.get("etag")).toBe('"v0"');
      expect(((await opened.json()) as InquiryRecord).version).toBe(0);

      // A saves from version 0 with If-Match…
      const saved = await api.patch(path, { status: "won" }, { ...asA, "if-match": '"v0"' });
      expect(saved.status).toBe(200);
      expect(saved.headers.get("etag")).toBe('"v1"');
      // …then B, who also opened version 0, saves another status with the body's version.
      const refused = await api.patch(path, { status: "lost", version: 0 }, asB);
      expect(refused.status).toBe(409);
      expect(refused.headers.get("etag")).toBe('"v1"');
      const body = (await refused.json()) as Refusal;
      expect(body.error.code).toBe("inquiry-changed");
      expect(body.inquiry).toMatchObject({
        status: "won",
        version: 1,
        updatedBy: STAFF.email,
      });
      expect(Date.parse(body.inquiry?.updatedAt ?? "")).toBeGreaterThan(0);
      // Nothing of B's was written.
      expect(await read(path)).toMatchObject({ status: "won", version: 1, updatedBy: STAFF.email });

      // B chooses to keep theirs, from the version they now saw: it goes through.
      const kept = await api.patch(path, { status: "lost", version: 1 }, asB);
      expect(kept.status).toBe(200);
      expect(await kept.json()).toMatchObject({
        status: "lost",
        version: 2,
        updatedBy: STAFF_2.email,
      });
    });

    it("refuses a tag that is none of ours as changed, and a body version that contradicts If-Match", async () => {
      const path = await newInquiry();
      for (const tag of ['W/"v0"', '"x"', '"v0", "v1"']) {
        const res = await api.patch(path, { status: "won" }, { ...asA, "if-match": tag });
        expect(res.status).toBe(409);
      }
      const both = await api.patch(
        path,
        { status: "won", version: 1 },
        { ...asA, "if-match": '"v0"' },
      );
      expect(both.status).toBe(422);
      expect(Object.keys((await both.json()) as Refusal)).toEqual(["error"]);
      expect((await read(path)).version).toBe(0);
      // Without a version (a bulk change from the list), or with *, it is applied to the current one.
      expect((await api.patch(path, { status: "spam" }, asA)).status).toBe(200);
      expect((await api.patch(path, { status: "new" }, { ...asA, "if-match": "*" })).status).toBe(
        200,
      );
      expect(await read(path)).toMatchObject({ status: "new", version: 2 });
    });

    it("lets exactly one of two concurrent saves from one version win", async () => {
      for (let round = 0; round < 5; round += 1) {
        const path = await newInquiry();
        const [a, b] = await Promise.all([
          api.patch(path, { status: "won", version: 0 }, asA),
          api.patch(path, { status: "lost", version: 0 }, asB),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
        const won = (await winner.json()) as InquiryRecord;
        const current = ((await loser.json()) as Refusal).inquiry;
        expect(current).toEqual(won);
        expect(await read(path)).toEqual(won);
        expect(won.version).toBe(1);
      }
    });

    it("keeps both of two notes added at once, each with its author and time, oldest first", async () => {
      const path = await newInquiry();
      const before = Date.now();
      const [a, b] = await Promise.all([
        api.post(`${path}/notes`, { body: "  Called back, wants a quote  " }, asA),
        api.post(`${path}/notes`, { body: "Sent the\nprice list" }, asB),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const record = await read(path);
      expect(record.version).toBe(2);
      expect(record.notes).toHaveLength(2);
      expect(new Set(record.notes.map((note) => `${note.author}: ${note.body}`))).toEqual(
        new Set([
          `${STAFF.email}: Called back, wants a quote`,
          `${STAFF_2.email}: Sent the\nprice list`,
        ]),
      );
      const times = record.notes.map((note) => Date.parse(note.createdAt));
      expect(times[0]).toBeGreaterThanOrEqual(before - 5);
      expect(times[1]).toBeGreaterThanOrEqual(times[0] ?? 0);
      // The answer to an append is the inquiry with the note, at its new version.
      const third = await api.post(`${path}/notes`, { body: "Third" }, asA);
      expect(third.headers.get("etag")).toBe('"v3"');
      const withThird = (await third.json()) as InquiryRecord;
      expect(withThird.notes.map((note) => note.body).at(-1)).toBe("Third");
      expect(withThird).toMatchObject({ version: 3, updatedBy: STAFF.email, status: "new" });
    });

    it("never refuses a note, but a status saved from before a note is a conflict to choose", async () => {
      const path = await newInquiry();
      expect((await api.post(`${path}/notes`, { body: "First" }, asA)).status).toBe(201);
      const refused = await api.patch(path, { status: "won", version: 0 }, asB);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as Refusal).inquiry).toMatchObject({
        version: 1,
        status: "new",
        notes: [expect.objectContaining({ body: "First", author: STAFF.email })],
      });
    });

    it("answers 422 to a note that is empty, too long or not text, and 404 to an unknown inquiry", async () => {
      const path = await newInquiry();
      for (const body of [{ body: "  " }, { body: "x".repeat(5001) }, { body: 5 }, { text: "x" }]) {
        const res = await api.post(`${path}/notes`, body, asA);
        expect(res.status).toBe(422);
      }
      expect((await api.post(`${path}/notes`, { body: "x".repeat(5000) }, asA)).status).toBe(201);
      expect(
        (await api.post(`/v1/inquiries/${randomUUID()}/notes`, { body: "Lost" }, asA)).status,
      ).toBe(404);
      expect((await api.post(`/v1/inquiries/nope/notes`, { body: "Lost" }, asA)).status).toBe(404);
      expect((await api.post(`${path}/notes`, { body: "Hi" }, {})).status).toBe(401);
      expect((await read(path)).notes).toHaveLength(1);
    });

    it("exports every note in one cell, oldest first, defused like any other", async () => {
      const path = await newInquiry();
      const { name } = await read(path);
      await api.post(`${path}/notes`, { body: "=Called back" }, asA);
      await api.post(`${path}/notes`, { body: "Quote sent" }, asB);
      const csv = (await (await api.get(`/v1/inquiries.csv?q=${encodeURIComponent(name)}`)).text())
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      const header = csv[0]?.split(",") ?? [];
      expect(header).toContain('"notes"');
      const { notes } = await read(path);
      const [first, second] = notes.map((note) => note.createdAt);
      expect(csv[1]).toContain(
        `"${first ?? ""} ${STAFF.email}: =Called back\n${second ?? ""} ${STAFF_2.email}: Quote sent"`,
      );
    });

    it("deletes the notes with their inquiry when the retention sweep removes it", async () => {
      const path = await newInquiry();
      const id = path.split("/").at(-1) ?? "";
      await api.post(`${path}/notes`, { body: "Personal detail" }, asA);
      await database.db
        .update(inquiries)
        .set({ createdAt: new Date("1990-01-01T00:00:00Z"), updatedAt: null })
        .where(eq(inquiries.id, id));
      await createInquiryRepository(database.db).purgeOlderThan(new Date("1991-01-01T00:00:00Z"));
      expect(
        await database.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id)),
      ).toEqual([]);
      expect((await api.get(path)).status).toBe(404);
    });
  });
}
