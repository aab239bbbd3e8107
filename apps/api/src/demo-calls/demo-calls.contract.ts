// Demo-call storage and its limits against each database (see demo-calls.*.test.ts).
import type { InquiryPage, InquiryRecord } from "@novaline/inquiry";
import { demoCallRequestSchema, type DemoCallRequest } from "@novaline/inquiry/demo-call";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { demoCallConsents, demoCalls, doNotCall, inquiries, mailOutbox } from "../db/schema.js";
import { testApp } from "../test/harness.js";
import { createDemoCallRepository, type DemoCallLimits } from "./repository.js";

const limits: DemoCallLimits = {
  perDay: 50,
  perMinute: 0,
  perCountryPerDay: 0,
  perNumberPerDay: 1,
};
const at = (iso: string) => new Date(iso);

/** A valid request for `phone` (a US number written as a visitor might). */
const requestFor = (phone: string): DemoCallRequest =>
  demoCallRequestSchema.parse({ firstName: " Jane ", phone, industry: "health", consent: true });

export function describeDemoCallContract(driver: string, open: () => Promise<DatabaseHandle>) {
  describe(`demo-call storage and limits on ${driver}`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await open();
    });
    afterAll(() => database.close());
    const repository = () => createDemoCallRepository(database.db);
    /** As if the placement worker had placed the call with Vapi. */
    const placedAs = (id: string, vapiCallId: string) =>
      database.db
        .update(demoCalls)
        .set({ vapiCallId, placement: "done" })
        .where(eq(demoCalls.id, id));

    it("stores the call with its consent and hashed IP, and a demo inquiry staff can see", async () => {
      const result = await repository().admit(
        {
          request: requestFor("+1 512 555 0101"),
          ipHash: "ip-a",
          consentVersion: "2026-11-v1",
          numberHash: "hash-of-0101",
          sourcePage: "/ai-caller",
          userAgent: `Mozilla/5.0 ${"x".repeat(400)}`,
          now: at("2026-11-25T10:00:00Z"),
        },
        limits,
      );
      if (!result.ok) throw new Error(result.refusal.code);
      expect(result.call).toMatchObject({
        phone: "+15125550101",
        industry: "health",
        consentVersion: "2026-11-v1",
        ipHash: "ip-a",
        status: "queued",
        vapiCallId: null,
      });
      const [inquiry] = await database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, result.call.inquiryId));
      expect(inquiry).toMatchObject({
        kind: "demo",
        name: "Jane",
        email: null,
        phone: "+15125550101",
        sourcePage: "/ai-caller",
        status: "new",
      });
      expect(inquiry?.message).toContain("Healthcare");
      expect(await repository().get(result.call.id)).toEqual(result.call);
      // The consent record, kept apart from the call, the number only as its keyed hash.
      const consents = await database.db
        .select()
        .from(demoCallConsents)
        .where(eq(demoCallConsents.demoCallId, result.call.id));
      expect(consents).toEqual([
        expect.objectContaining({
          numberHash: "hash-of-0101",
          consentVersion: "2026-11-v1",
          sourcePage: "/ai-caller",
          ipHash: "ip-a",
          createdAt: at("2026-11-25T10:00:00Z"),
        }),
      ]);
      expect(consents[0]?.userAgent).toHaveLength(300);
      expect(JSON.stringify(consents)).not.toContain("5550101");
    });

    it("deletes consent records once they are older than the cutoff", async () => {
      const row = (createdAt: string) => ({
        id: randomUUID(),
        numberHash: "h",
        consentVersion: "v1",
        ipHash: "ip",
        demoCallId: randomUUID(),
        createdAt: at(createdAt),
      });
      const [old, kept] = [row("2019-01-01T00:00:00Z"), row("2022-01-01T00:00:00Z")];
      await database.db.insert(demoCallConsents).values([old, kept]);
      expect(await repository().purgeConsentsOlderThan(at("2021-11-26T00:00:00Z"))).toBe(1);
      const left = await database.db
        .select({ id: demoCallConsents.id })
        .from(demoCallConsents)
        .where(inArray(demoCallConsents.id, [old.id, kept.id]));
      expect(left).toEqual([{ id: kept.id }]);
    });

    it("stores a request for a number on the do-not-call list as a call never placed, failed for the visitor only later", async () => {
      await database.db.insert(doNotCall).values({
        numberHash: "hash-listed",
        hint: "+1 ••• 09",
        source: "staff",
        createdAt: at("2026-11-01T00:00:00Z"),
      });
      const result = await repository().admit(
        {
          request: requestFor("+1 512 555 0109"),
          ipHash: "ip-dnc",
          consentVersion: "v1",
          numberHash: "hash-listed",
          suppressedFailureDelayMs: 31_000,
          now: at("2026-11-25T11:00:00Z"),
        },
        limits,
      );
      if (!result.ok) throw new Error(result.refusal.code);
      expect(result.call).toMatchObject({
        suppressed: "do-not-call",
        status: "failed",
        endedReason: "do-not-call",
        // Never handed to a placement worker.
        placement: "done",
        vapiCallId: null,
        publicFailureAt: at("2026-11-25T11:00:31Z"),
      });
      // Staff see it with its inquiry, like any request.
      const [inquiry] = await database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, result.call.inquiryId));
      expect(inquiry).toMatchObject({ kind: "demo", phone: "+15125550109" });
    });

    it("calls a number once per 24 hours; a request for it meanwhile is stored, never placed, and counts against nothing of the number's", async () => {
      const admit = (now: string, ipHash: string) =>
        repository().admit(
          {
            request: requestFor("+1 512 555 0102"),
            ipHash,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at(now),
          },
          limits,
        );
      const first = await admit("2026-11-25T10:00:00Z", "ip-b");
      expect(first.ok && first.call.suppressed).toBeNull();
      // From another address too.
      const again = await admit("2026-11-26T09:00:00Z", "ip-c");
      expect(again).toMatchObject({
        ok: true,
        call: { suppressed: "number-limit", status: "failed", placement: "done" },
      });
      // A day after the call placed (the one not placed does not push it back).
      const nextDay = await admit("2026-11-26T10:00:01Z", "ip-c");
      expect(nextDay).toMatchObject({ ok: true, call: { suppressed: null, placement: "pending" } });
    });

    it("counts every request against each of its client's blocks, refused ones too, with one limit per level", async () => {
      const requestLimits = {
        perIpPerHour: 2,
        per56PerHour: 3,
        per48PerHour: 4,
        perDay: 0,
        perMinute: 0,
      };
      const count = (blocks: string[], now: string) =>
        repository().countRequest(
          {
            blocks: blocks.map((hash, index) => ({
              level: (["/64", "/56", "/48"] as const)[index] ?? "address",
              hash,
            })),
            now: at(now),
          },
          requestLimits,
        );
      expect(await count(["a64", "a56", "a48"], "2026-11-20T10:00:00Z")).toEqual({ ok: true });
      expect(await count(["a64", "a56", "a48"], "2026-11-20T10:10:00Z")).toEqual({ ok: true });
      // The /64's third in the hour: refused, until the first leaves the hour.
      expect(await count(["a64", "a56", "a48"], "2026-11-20T10:20:00Z")).toEqual({
        ok: false,
        // The refused request counts too: the second request must leave the hour (11:10).
        refusal: { code: "demo-call-ip-limit", retryAfterSeconds: 50 * 60 },
      });
      // Another /64 of the same /56: the /56 has had three, this is its fourth.
      expect(await count(["b64", "a56", "a48"], "2026-11-20T10:30:00Z")).toMatchObject({
        ok: false,
        refusal: { code: "demo-call-ip-limit" },
      });
      // Another /56 of the same /48: its fifth.
      expect(await count(["c64", "c56", "a48"], "2026-11-20T10:40:00Z")).toMatchObject({
        ok: false,
        refusal: { code: "demo-call-ip-limit" },
      });
      // Another /48 is not held back; an hour after the last refusal, neither is the first.
      expect(await count(["d64", "d56", "d48"], "2026-11-20T10:40:00Z")).toEqual({ ok: true });
      expect(await count(["a64", "a56", "a48"], "2026-11-20T11:40:01Z")).toEqual({ ok: true });
    });

    it("counts a call never placed against the caps on everyone's calls, as a call placed", async () => {
      await database.db.insert(doNotCall).values({
        numberHash: "hash-listed-cap",
        hint: "+1 ••• 09",
        source: "staff",
        createdAt: at("2026-11-01T00:00:00Z"),
      });
      const capped = { ...limits, perMinute: 2 };
      const admit = (phone: string, numberHash: string, now: string) =>
        repository().admit(
          {
            request: requestFor(phone),
            ipHash: `ip-${phone}`,
            consentVersion: "v1",
            numberHash,
            now: at(now),
          },
          capped,
        );
      expect((await admit("+1 512 555 0601", "h-0601", "2026-12-20T10:00:00Z")).ok).toBe(true);
      expect(
        await admit("+1 512 555 0602", "hash-listed-cap", "2026-12-20T10:00:10Z"),
      ).toMatchObject({
        ok: true,
        call: { suppressed: "do-not-call" },
      });
      expect(await admit("+1 512 555 0603", "h-0603", "2026-12-20T10:00:20Z")).toEqual({
        ok: false,
        refusal: { code: "demo-calls-minute-cap", retryAfterSeconds: 40 },
      });
    });

    it("stops at the daily cap until the oldest call of the last 24 hours is a day old", async () => {
      const capped = { ...limits, perDay: 2 };
      // This file's other calls are days apart from these.
      const admit = (phone: string, ipHash: string, now: string) =>
        repository().admit(
          {
            request: requestFor(phone),
            ipHash,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at(now),
          },
          capped,
        );
      expect((await admit("+1 512 555 0121", "ip-f", "2026-12-01T12:00:00Z")).ok).toBe(true);
      expect((await admit("+1 512 555 0122", "ip-f", "2026-12-01T23:50:00Z")).ok).toBe(true);
      // Midnight (UTC or any other) frees nothing: the window slides.
      expect(await admit("+1 512 555 0123", "ip-g", "2026-12-02T00:00:00Z")).toEqual({
        ok: false,
        refusal: { code: "demo-calls-daily-cap", retryAfterSeconds: 12 * 3600 },
      });
      expect((await admit("+1 512 555 0123", "ip-g", "2026-12-02T12:00:01Z")).ok).toBe(true);
      // One call's allowance comes back at a time.
      expect((await admit("+1 512 555 0124", "ip-g", "2026-12-02T12:00:02Z")).ok).toBe(false);
    });

    it("caps calls per minute in all, and per country per day, each with its own code", async () => {
      const burst = { ...limits, perMinute: 2, perCountryPerDay: 3 };
      const admit = (phone: string, now: string) =>
        repository().admit(
          {
            request: requestFor(phone),
            ipHash: `ip-${phone}`,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at(now),
          },
          burst,
        );
      expect((await admit("+1 512 555 0151", "2026-12-10T10:00:00Z")).ok).toBe(true);
      expect((await admit("+44 7400 123451", "2026-12-10T10:00:20Z")).ok).toBe(true);
      expect(await admit("+1 512 555 0152", "2026-12-10T10:00:40Z")).toEqual({
        ok: false,
        refusal: { code: "demo-calls-minute-cap", retryAfterSeconds: 20 },
      });
      expect((await admit("+1 512 555 0152", "2026-12-10T10:01:00Z")).ok).toBe(true);
      expect((await admit("+1 512 555 0153", "2026-12-10T10:05:00Z")).ok).toBe(true);
      // The US has had three today; the UK one.
      expect(await admit("+1 512 555 0154", "2026-12-10T10:10:00Z")).toEqual({
        ok: false,
        refusal: { code: "demo-call-country-cap", retryAfterSeconds: 24 * 3600 - 600 },
      });
      expect((await admit("+44 7400 123452", "2026-12-10T10:10:00Z")).ok).toBe(true);
      const stored = await database.db
        .select({ country: demoCalls.country })
        .from(demoCalls)
        .where(eq(demoCalls.phone, "+447400123452"));
      expect(stored).toEqual([{ country: "GB" }]);
    });

    it("admits one of many requests for the same number arriving together", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          repository().admit(
            {
              request: requestFor("+1 512 555 0131"),
              ipHash: `ip-h${String(i)}`,
              consentVersion: "v1",
              numberHash: "test-number-hash",
              now: at("2026-12-05T10:00:00Z"),
            },
            limits,
          ),
        ),
      );
      // Each is answered alike; one call is placed, the others never.
      expect(results.every((result) => result.ok)).toBe(true);
      const stored = await database.db
        .select()
        .from(demoCalls)
        .where(and(eq(demoCalls.phone, "+15125550131"), isNull(demoCalls.suppressed)));
      expect(stored).toHaveLength(1);
    });

    it("follows Vapi's messages forward only, keeps the report, and ignores an unknown call", async () => {
      const admitted = await repository().admit(
        {
          request: requestFor("+1 512 555 0141"),
          ipHash: "ip-i",
          consentVersion: "v1",
          numberHash: "test-number-hash",
          now: at("2026-12-06T10:00:00Z"),
        },
        limits,
      );
      if (!admitted.ok) throw new Error(admitted.refusal.code);
      const { id } = admitted.call;
      await placedAs(id, "vapi-call-1");
      const apply = (event: Parameters<ReturnType<typeof repository>["applyVapiEvent"]>[1]) =>
        repository().applyVapiEvent("vapi-call-1", event);
      expect(await apply({ status: "in-progress" })).toBe(true);
      // A late "ringing" does not move it back.
      await apply({ status: "ringing" });
      expect((await repository().get(id))?.status).toBe("in-progress");
      const report = {
        status: "ended" as const,
        endedReason: "customer-ended-call",
        durationSeconds: 42,
        summary: "Booked for 9:30.",
        transcript: "AI: Hi Jane\nUser: Book me in",
        recordingUrl: "https://recordings.example/1.wav",
      };
      await apply(report);
      // The same report delivered again, then a stray status: nothing changes.
      await apply(report);
      await apply({ status: "in-progress" });
      expect(await repository().get(id)).toMatchObject({ ...report, vapiCallId: "vapi-call-1" });

      expect(await repository().applyVapiEvent("no-such-call", { status: "ended" })).toBe(false);
    });

    it("places each admitted call durably: claimed once, leased, retried, taken over, released", async () => {
      // Only this test's calls are due.
      await database.db.update(demoCalls).set({ placement: "done" });
      const admit = async (phone: string) => {
        const result = await repository().admit(
          {
            request: requestFor(phone),
            ipHash: `ip-${phone}`,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at("2026-12-07T10:00:00Z"),
          },
          limits,
        );
        if (!result.ok) throw new Error(result.refusal.code);
        return result.call;
      };
      const [a, b] = [await admit("+1 512 555 0181"), await admit("+1 512 555 0182")];
      expect(a).toMatchObject({ placement: "pending", placementAttempts: 0 });

      // Two workers at once share the due calls, never one call.
      const [first, second] = await Promise.all([
        repository().claimPlacements(1, 60_000),
        repository().claimPlacements(1, 60_000),
      ]);
      const claimed = [...first, ...second];
      expect(claimed.map((call) => call.id).sort()).toEqual([a.id, b.id].sort());
      expect(claimed.every((call) => call.placementAttempts === 1)).toBe(true);
      expect(claimed.every((call) => call.firstName === "Jane")).toBe(true);
      expect(await repository().claimPlacements(5, 60_000)).toEqual([]);

      const heldA = claimed.find((call) => call.id === a.id);
      const heldB = claimed.find((call) => call.id === b.id);
      if (!heldA || !heldB) throw new Error("not claimed");
      expect(await repository().completePlacement(heldA, "vapi-a")).toBe(true);
      expect(await repository().get(a.id)).toMatchObject({
        vapiCallId: "vapi-a",
        placement: "done",
        placementClaim: null,
      });

      // A transient failure: due again, for any worker, counted as a second try.
      await repository().retryPlacement(heldB, 0);
      const [again] = await repository().claimPlacements(5, 1);
      expect(again).toMatchObject({ id: b.id, placementAttempts: 2 });
      if (!again) throw new Error("not claimed again");
      // Its 1 ms lease runs out: another worker takes it over; the first can no longer finish it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [takenOver] = await repository().claimPlacements(5, 60_000);
      expect(takenOver).toMatchObject({ id: b.id, placementAttempts: 3 });
      expect(await repository().completePlacement(again, "vapi-b-late")).toBe(false);
      if (!takenOver) throw new Error("not taken over");
      await repository().failPlacement(takenOver, "vapi-refused");
      expect(await repository().get(b.id)).toMatchObject({
        status: "failed",
        endedReason: "vapi-refused",
        placement: "done",
        vapiCallId: null,
      });

      // A stopping worker hands back what it claimed, the try not counted.
      const c = await admit("+1 512 555 0183");
      const held = await repository().claimPlacements(5, 60_000);
      await repository().releasePlacements(held);
      expect(await repository().get(c.id)).toMatchObject({
        placement: "pending",
        placementAttempts: 0,
        placementClaim: null,
      });
    });

    it("purges the calls older than the cutoff with their inquiries, and keeps the rest", async () => {
      // Every other call in this file is from late 2026, after this test's cutoff.
      const cutoff = at("2026-02-01T00:00:00Z");
      const admit = async (phone: string, ipHash: string, now: string) => {
        const result = await repository().admit(
          {
            request: requestFor(phone),
            ipHash,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at(now),
          },
          limits,
        );
        if (!result.ok) throw new Error(result.refusal.code);
        return result.call;
      };
      const expired = await admit("+1 512 555 0151", "ip-k", "2026-01-10T09:00:00Z");
      const reported = await admit("+1 512 555 0152", "ip-l", "2026-01-31T23:59:59.999Z");
      await placedAs(reported.id, "vapi-call-old");
      await repository().applyVapiEvent("vapi-call-old", {
        status: "ended",
        summary: "Booked for 9:30.",
        transcript: "AI: Hi Jane",
      });
      // An e-mail of an expired call's inquiry goes with it.
      await database.db.insert(mailOutbox).values({
        id: randomUUID(),
        inquiryId: reported.inquiryId,
        kind: "staff_notification",
        to: "sales@novaline.ai",
        subject: "Demo call",
        text: "Jane, +15125550152",
        html: "<p>Jane, +15125550152</p>",
      });
      // Created exactly at the cutoff: not older, kept.
      const atCutoff = await admit("+1 512 555 0153", "ip-m", "2026-02-01T00:00:00Z");
      const recent = await admit("+1 512 555 0154", "ip-n", "2026-02-10T09:00:00Z");
      // Inquiries without a call, as old as the expired calls: a contact, and a demo asked for
      // through the inquiry form.
      const ordinary = (["contact", "demo"] as const).map((kind) => ({
        id: randomUUID(),
        kind,
        name: "Jane Cooper",
        email: "jane@clinic.com",
        createdAt: at("2026-01-05T09:00:00Z"),
      }));
      await database.db.insert(inquiries).values(ordinary);

      expect(await repository().purgeExpired(cutoff)).toBe(2);

      for (const call of [expired, reported]) {
        expect(await repository().get(call.id)).toBeUndefined();
      }
      const rows = await database.db
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(inArray(inquiries.id, [expired.inquiryId, reported.inquiryId]));
      expect(rows).toEqual([]);
      const mail = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.inquiryId, reported.inquiryId));
      expect(mail).toEqual([]);
      for (const call of [atCutoff, recent]) {
        expect((await repository().get(call.id))?.inquiryId).toBe(call.inquiryId);
      }

      // What staff see: the expired calls' inquiries are gone, the others are still there.
      const admin = testApp(database);
      for (const call of [expired, reported]) {
        expect((await admin.get(`/v1/inquiries/${call.inquiryId}`)).status).toBe(404);
      }
      const kept = await admin.get(`/v1/inquiries/${recent.inquiryId}`);
      expect(kept.status).toBe(200);
      expect(((await kept.json()) as InquiryRecord).call?.id).toBe(recent.id);
      const listed = await admin.get("/v1/inquiries?to=2026-02-28&limit=100");
      expect(listed.status).toBe(200);
      const { items } = (await listed.json()) as InquiryPage;
      expect(items.map((item) => item.id).sort()).toEqual(
        [atCutoff.inquiryId, recent.inquiryId, ...ordinary.map((row) => row.id)].sort(),
      );

      // Nothing left to remove with the same cutoff.
      expect(await repository().purgeExpired(cutoff)).toBe(0);
    });

    it("lists the expired calls Vapi placed, and keeps the ones it is told to", async () => {
      // Before the previous test's cutoff: nothing else this old is left.
      const cutoff = at("2026-01-25T00:00:00Z");
      const admit = async (phone: string, ipHash: string) => {
        const result = await repository().admit(
          {
            request: requestFor(phone),
            ipHash,
            consentVersion: "v1",
            numberHash: "test-number-hash",
            now: at("2026-01-20T09:00:00Z"),
          },
          limits,
        );
        if (!result.ok) throw new Error(result.refusal.code);
        return result.call;
      };
      const placed = await admit("+1 512 555 0161", "ip-o");
      const kept = await admit("+1 512 555 0162", "ip-p");
      const neverPlaced = await admit("+1 512 555 0163", "ip-q");
      await placedAs(placed.id, "vapi-call-placed");
      await placedAs(kept.id, "vapi-call-kept");

      expect(
        (await repository().expiredAtVapi(cutoff)).sort((a, b) =>
          a.vapiCallId.localeCompare(b.vapiCallId),
        ),
      ).toEqual([
        { id: kept.id, vapiCallId: "vapi-call-kept" },
        { id: placed.id, vapiCallId: "vapi-call-placed" },
      ]);
      expect(await repository().purgeExpired(cutoff, [kept.id])).toBe(2);
      expect(await repository().get(placed.id)).toBeUndefined();
      expect(await repository().get(neverPlaced.id)).toBeUndefined();
      expect((await repository().get(kept.id))?.vapiCallId).toBe("vapi-call-kept");
      expect(await repository().expiredAtVapi(cutoff)).toEqual([
        { id: kept.id, vapiCallId: "vapi-call-kept" },
      ]);
      expect(await repository().purgeExpired(cutoff)).toBe(1);
    });

    it("admits exactly the per-minute cap of a burst arriving together, at the real time", async () => {
      // At the real time now: the file's other calls are dated apart from it, and go first.
      await database.db.delete(inquiries).where(inArray(inquiries.kind, ["demo"]));
      const burst = { ...limits, perMinute: 3 };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          repository().admit(
            {
              request: requestFor(`+1 512 555 03${String(10 + i)}`),
              ipHash: `ip-burst-${String(i)}`,
              consentVersion: "v1",
              numberHash: `hash-burst-${String(i)}`,
            },
            burst,
          ),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.flatMap((result) => (result.ok ? [] : [result.refusal.code]))).toEqual(
        Array.from({ length: 5 }, () => "demo-calls-minute-cap"),
      );
    });
  });
}
