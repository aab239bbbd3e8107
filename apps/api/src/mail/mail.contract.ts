// The mail worker against each database (see mail.*.test.ts).
import type { InquiryRecord } from "@novaline/inquiry";
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { mailCapSlices, mailDigests, mailOutbox } from "../db/schema.js";
import { marker, scannedLogger, testApp, valid, type TestApp } from "../test/harness.js";
import { queueStaffDigest } from "./digest.js";
import { createOutbox } from "./outbox.js";
import { createSendCaps, type MailCaps } from "./send-caps.js";
import type { MailEnvelope, MailTransport } from "./transport.js";
import { startMailWorker, type MailWorker, type MailWorkerOptions } from "./worker.js";

/** A transport that records what it sends; `fail` decides per call whether to throw. */
function recorder(fail: (mail: MailEnvelope, call: number) => boolean = () => false) {
  const sent: MailEnvelope[] = [];
  const calls: { at: number; mail: MailEnvelope }[] = [];
  const transport: MailTransport = {
    send: (mail) => {
      calls.push({ at: Date.now(), mail });
      if (fail(mail, calls.length)) return Promise.reject(new Error("421 Service not available"));
      sent.push(mail);
      return Promise.resolve();
    },
    close: () => undefined,
  };
  return { transport, sent, calls };
}

/** A {@link recorder} whose every send takes 2 ms: long enough for two workers to interleave. */
function slowRecorder() {
  const { transport, sent } = recorder();
  const slow: MailTransport = {
    send: async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      await transport.send(mail);
    },
    close: () => undefined,
  };
  return { transport: slow, sent };
}

export function describeMailContract(
  driver: string,
  open: () => Promise<DatabaseHandle>,
  /** A second connection to the same database, as another API instance would have. */
  openSecond: (first: DatabaseHandle) => Promise<DatabaseHandle>,
): void {
  describe(`mail outbox and worker on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;
    const workers: MailWorker[] = [];

    beforeAll(async () => {
      database = await open();
      api = testApp(database);
    });
    afterAll(async () => {
      await Promise.all(workers.map((w) => w.stop()));
      await database.close();
    });

    const start = (transport: MailTransport, options: Partial<MailWorkerOptions> = {}) => {
      const worker = startMailWorker({
        outbox: createOutbox(database.db),
        transport,
        from: "NovaLine <hello@novaline.ai>",
        logger: scannedLogger(),
        leaseMs: 30_000,
        pollMs: 20,
        retryBaseMs: 20,
        ...options,
      });
      workers.push(worker);
      return worker;
    };

    const submit = async (body: object = valid.contact) => {
      const res = await api.submit(body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const record = async (id: string) =>
      (await (await api.get(`/v1/inquiries/${id}`)).json()) as InquiryRecord;

    it("sends the staff notification and the visitor confirmation, once each, and records them as sent", async () => {
      const id = await submit({
        ...valid.maintenance,
        name: "Zoë Ñúñez",
        email: "zoe@clinic.com",
        phone: "+1 512 555 0134",
        message: "Two <locations>",
      });
      const { transport, sent } = recorder();
      const worker = start(transport);
      await vi.waitFor(async () => {
        expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sent", "sent"]);
      });
      await worker.stop();
      const mine = sent.filter((m) => m.text.includes(id) || m.to === "zoe@clinic.com");
      expect(mine).toHaveLength(2);
      const staff = mine.find((m) => m.to === "sales@novaline.ai");
      const visitor = mine.find((m) => m.to === "zoe@clinic.com");
      expect(staff?.subject).toContain("zoe@clinic.com");
      expect(staff?.text).toContain(`Inquiry id: ${id}`);
      expect(staff?.text).toContain("Professional Care");
      expect(staff?.replyTo).toBe("zoe@clinic.com");
      expect(staff?.html).toContain("Two &lt;locations&gt;");
      expect(visitor?.subject).toContain("NovaLine");
      // Greeted by first name; nothing the visitor typed is repeated to the address they gave.
      expect(visitor?.text).toMatch(/^Hi Zoë,/);
      expect(visitor?.html).toContain("<p>Hi Zoë,</p>");
      expect(`${visitor?.text ?? ""}${visitor?.html ?? ""}`).not.toMatch(/locations|512/);
      const delivery = (await record(id)).delivery;
      expect(delivery).toEqual([
        expect.objectContaining({
          kind: "staff_notification",
          attempts: 1,
          lastError: null,
          nextAttemptAt: null,
        }),
        expect.objectContaining({ kind: "visitor_confirmation", attempts: 1, lastError: null }),
      ]);
      expect(delivery.every((d) => d.sentAt !== null)).toBe(true);
    });

    it("repeats no word a stranger typed, and greets an odd name as 'there'", async () => {
      const target = `victim-${marker()}@example.com`;
      const id = await submit({
        ...valid.contact,
        name: "WINNER! Claim $500 at evil.example/x",
        email: target,
        message: "Visit https://evil.example/x to claim your prize",
      });
      const { transport, sent } = recorder();
      const worker = start(transport);
      await vi.waitFor(async () => {
        expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sent", "sent"]);
      });
      await worker.stop();
      const visitor = sent.find((m) => m.to === target);
      expect(visitor?.text).toMatch(/^Hi there,/);
      for (const part of [visitor?.subject, visitor?.text, visitor?.html]) {
        expect(part).not.toMatch(/WINNER|evil\.example|prize|\$500/);
      }
    });

    it("sends one address at most three confirmations a day, and the staff every inquiry", async () => {
      const address = `Flooded-${marker()}@Example.com`;
      const ids = [];
      for (let i = 0; i < 5; i++) {
        ids.push(
          await submit({ ...valid.contact, email: i % 2 ? address : address.toLowerCase() }),
        );
      }
      const kinds = await Promise.all(
        ids.map(async (id) => (await record(id)).delivery.map((d) => d.kind)),
      );
      expect(kinds).toEqual([
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification"],
        ["staff_notification"],
      ]);
    });

    it("counts a Gmail mailbox's spellings (+tags, dots, googlemail.com) as one address", async () => {
      const m = marker();
      const spellings = [
        `victim${m}@gmail.com`,
        `Victim${m}+2@googlemail.com`,
        `v.ictim${m}@gmail.com`,
        `victim${m}+4@gmail.com`,
      ];
      const ids = [];
      for (const email of spellings) ids.push(await submit({ ...valid.contact, email }));
      const records = await Promise.all(ids.map(record));
      // Every inquiry is stored as typed, and the staff told of each.
      expect(records.map((r) => r.email)).toEqual(spellings);
      expect(records.map((r) => r.delivery.map((d) => [d.kind, d.to]))).toEqual([
        [
          ["staff_notification", "sales@novaline.ai"],
          ["visitor_confirmation", spellings[0]],
        ],
        [
          ["staff_notification", "sales@novaline.ai"],
          ["visitor_confirmation", spellings[1]],
        ],
        [
          ["staff_notification", "sales@novaline.ai"],
          ["visitor_confirmation", spellings[2]],
        ],
        // The fourth confirmation to the one inbox is not sent.
        [["staff_notification", "sales@novaline.ai"]],
      ]);
    });

    it("counts +tags as one address at any domain, and dots as other addresses outside Gmail", async () => {
      const m = marker();
      const ids = [];
      for (const email of [
        `jane${m}+1@clinic.com`,
        `jane${m}+2@clinic.com`,
        `Jane${m}@Clinic.com`,
        `jane${m}+4@clinic.com`,
        `j.ane${m}@clinic.com`,
      ]) {
        ids.push(await submit({ ...valid.contact, email }));
      }
      const kinds = await Promise.all(
        ids.map(async (id) => (await record(id)).delivery.map((d) => d.kind)),
      );
      expect(kinds).toEqual([
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification", "visitor_confirmation"],
        ["staff_notification"],
        ["staff_notification", "visitor_confirmation"],
      ]);
    });

    it("admits three confirmations to one address when requests arrive together", async () => {
      const address = `together-${marker()}@example.com`;
      const ids = await Promise.all(
        Array.from({ length: 8 }, () => submit({ ...valid.contact, email: address })),
      );
      const confirmations = (
        await Promise.all(ids.map(async (id) => (await record(id)).delivery))
      ).filter((delivery) => delivery.some((d) => d.kind === "visitor_confirmation"));
      expect(confirmations).toHaveLength(3);
    });

    it("stores an inquiry without waiting for a send that hangs", async () => {
      let tries = 0;
      const hanging: MailTransport = {
        send: () => {
          tries += 1;
          return new Promise(() => undefined);
        },
        close: () => undefined,
      };
      const worker = start(hanging, { leaseMs: 60_000 });
      const started = Date.now();
      const id = await submit();
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await record(id)).id).toBe(id);
      // Stopped once it hangs in a send: stopped earlier, a claim still under way could take
      // the next test's messages.
      await vi.waitFor(() => {
        expect(tries).toBe(1);
      });
      void worker.stop();
      workers.splice(workers.indexOf(worker), 1);
      // Hand its claims back, so later tests in this file see no held messages.
      await database.db
        .update(mailOutbox)
        .set({ state: "sent", claimToken: null })
        .where(eq(mailOutbox.state, "sending"));
    });

    it("a worker stopped with messages claimed and not yet sent hands them back at once", async () => {
      const id = await submit({ ...valid.demo, email: "handback@clinic.com" });
      // Only this inquiry's two messages are due (an earlier test's may still be).
      await database.db
        .update(mailOutbox)
        .set({ state: "sent", claimToken: null })
        .where(
          and(ne(mailOutbox.inquiryId, id), inArray(mailOutbox.state, ["pending", "sending"])),
        );
      let unblock: () => void = () => undefined;
      const blocked = new Promise<void>((resolve) => {
        unblock = resolve;
      });
      const sentFirst: MailEnvelope[] = [];
      const first = start(
        {
          send: async (mail) => {
            await blocked;
            sentFirst.push(mail);
          },
          close: () => undefined,
        },
        { batchSize: 2 },
      );
      try {
        // The first message is being sent, the second waits behind it in the same claim.
        await vi.waitFor(
          async () => {
            expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sending", "sending"]);
          },
          { timeout: 5000 },
        );
      } finally {
        const stopping = first.stop();
        unblock();
        await stopping;
      }
      workers.splice(workers.indexOf(first), 1);
      // Which of the two went first is the claim's order; one was sent, the other handed back.
      const delivery = (await record(id)).delivery;
      expect(sentFirst).toHaveLength(1);
      expect(delivery.filter((d) => d.state === "sent" && d.attempts === 1)).toHaveLength(1);
      expect(delivery.filter((d) => d.state === "pending" && d.attempts === 0)).toHaveLength(1);

      // Another sender takes it at once, not after the 30 s lease.
      const { transport, sent } = recorder();
      const second = start(transport);
      await vi.waitFor(async () => {
        expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sent", "sent"]);
      });
      await second.stop();
      expect(
        sent.filter((m) => m.text.includes(id) || m.to === "handback@clinic.com"),
      ).toHaveLength(1);
    });

    it("retries with exponential backoff and, after the last try, leaves the failure visible", async () => {
      const id = await submit({ ...valid.demo, email: "retry@clinic.com" });
      const { transport, calls } = recorder(() => true);
      const worker = start(transport, { retryBaseMs: 40, maxAttempts: 3 });
      await vi.waitFor(
        async () => {
          expect((await record(id)).delivery.map((d) => d.state)).toEqual(["failed", "failed"]);
        },
        { timeout: 10_000 },
      );
      await worker.stop();
      const delivery = (await record(id)).delivery;
      for (const d of delivery) {
        expect(d).toMatchObject({
          attempts: 3,
          lastError: "421 Service not available",
          sentAt: null,
          nextAttemptAt: null,
        });
      }
      const times = calls.filter((c) => c.mail.to === "retry@clinic.com").map((c) => c.at);
      expect(times).toHaveLength(3);
      const [t1 = 0, t2 = 0, t3 = 0] = times;
      expect(t2 - t1).toBeGreaterThanOrEqual(35);
      expect(t3 - t2).toBeGreaterThanOrEqual(75);
    });

    it("sends after a failed try once the server is back", async () => {
      const id = await submit({ ...valid.demo, email: "flaky@clinic.com" });
      let failures = 0;
      const { transport, sent } = recorder(
        (mail) => mail.to === "flaky@clinic.com" && failures++ === 0,
      );
      const worker = start(transport);
      await vi.waitFor(async () => {
        expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sent", "sent"]);
      });
      await worker.stop();
      expect((await record(id)).delivery[1]).toMatchObject({ attempts: 2, lastError: null });
      expect(sent.filter((m) => m.to === "flaky@clinic.com")).toHaveLength(1);
    });

    it("with two API instances on one database, sends every message exactly once", async () => {
      const ids = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          submit({ ...valid.demo, email: `many${i}@clinic.com` }),
        ),
      );
      const second = await openSecond(database);
      const { transport: slow, sent } = slowRecorder();
      const a = start(slow, { batchSize: 3 });
      const b = startMailWorker({
        outbox: createOutbox(second.db),
        transport: slow,
        from: "x@novaline.ai",
        logger: scannedLogger(),
        leaseMs: 30_000,
        pollMs: 5,
        batchSize: 3,
      });
      await vi.waitFor(
        async () => {
          const rows = await database.db
            .select({ state: mailOutbox.state })
            .from(mailOutbox)
            .where(inArray(mailOutbox.inquiryId, ids));
          expect(rows.length).toBe(30);
          expect(rows.every((r) => r.state === "sent")).toBe(true);
        },
        { timeout: 15_000 },
      );
      await Promise.all([a.stop(), b.stop()]);
      if (second !== database) await second.close();
      const counts = new Map<string, number>();
      for (const mail of sent) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
      const mine = sent.filter(
        (m) => ids.some((id) => m.text.includes(id)) || /^many\d+@/.test(m.to),
      );
      expect(mine).toHaveLength(30);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    });

    it("takes over a message whose sender died once its lease runs out, and sends it once", async () => {
      const id = await submit({ ...valid.demo, email: "orphan@clinic.com" });
      // A sender claims the messages for 1.5 s and dies before sending them.
      const claimed = await createOutbox(database.db).claim(10, 1500);
      expect(claimed.filter((m) => m.inquiryId === id)).toHaveLength(2);
      const { transport, sent } = recorder();
      const worker = start(transport, { leaseMs: 300 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent.filter((m) => m.to === "orphan@clinic.com")).toHaveLength(0);
      await vi.waitFor(
        async () => {
          expect((await record(id)).delivery.map((d) => d.state)).toEqual(["sent", "sent"]);
        },
        { timeout: 10_000 },
      );
      await worker.stop();
      expect(sent.filter((m) => m.to === "orphan@clinic.com" || m.text.includes(id))).toHaveLength(
        2,
      );
      // The dead sender's late report does not count: its claim token is stale.
      const [stale] = claimed;
      if (stale) expect(await createOutbox(database.db).markSent(stale)).toBe(false);
      expect((await record(id)).delivery.every((d) => d.attempts === 2)).toBe(true);
    });

    /** Leaves only what a caps test stores due, with no counts or held-back notifications. */
    const resetCaps = async () => {
      await database.db
        .update(mailOutbox)
        .set({ state: "sent", claimToken: null })
        .where(inArray(mailOutbox.state, ["pending", "sending"]));
      await database.db.delete(mailCapSlices);
      await database.db.delete(mailDigests);
    };
    const digests = (sent: readonly MailEnvelope[]) =>
      sent.filter((m) => m.subject.includes("without a notification"));
    const states = async (id: string) => (await record(id)).delivery.map((d) => d.state);

    it("caps confirmations and staff notifications in all per hour, and tells staff what the cap held back in a digest", async () => {
      await resetCaps();
      const caps: MailCaps = {
        confirmationsPerHour: 2,
        confirmationsPerDay: 0,
        staffNotificationsPerHour: 3,
        staffNotificationsPerDay: 10,
      };
      // Six visitors from six addresses (rotating addresses buys nothing here).
      const ids: string[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(
          await submit({ ...valid.contact, email: `capped-${String(i)}-${marker()}@example.com` }),
        );
      // Storing an inquiry decides no cap: both e-mails are queued, the worker decides.
      for (const id of ids) expect(await states(id)).toEqual(["pending", "pending"]);

      // The worker sends what the caps let through, holds the rest and queues one digest at
      // once: three inquiries held back, nobody's data.
      const { transport, sent } = recorder();
      // One batch takes all twelve, so the digest, queued right after it, counts all three.
      const worker = start(transport, {
        batchSize: 20,
        sendCaps: createSendCaps(database.db, caps),
        queueDigest: () => queueStaffDigest(database.db, "sales@novaline.ai"),
      });
      await vi.waitFor(async () => {
        expect(digests(sent)).toHaveLength(1);
        expect(await Promise.all(ids.map(states))).toEqual([
          ["sent", "sent"],
          ["sent", "sent"],
          ["sent", "held"],
          ["held", "held"],
          ["held", "held"],
          // The digest is stored as the latest held inquiry's notification.
          ["sent", "held"],
        ]);
      });
      const [digest] = digests(sent);
      expect(digest?.to).toBe("sales@novaline.ai");
      expect(digest?.subject).toMatch(/^3 inquiries/);
      expect(digest?.text).toContain(ids[5]);
      expect(`${digest?.text ?? ""}${digest?.html ?? ""}`).not.toMatch(/capped-|Jane|lunch/);
      // Never more than the caps: three notifications, two confirmations, and the digest.
      expect(sent.filter((m) => m.subject.startsWith("New "))).toHaveLength(3);
      expect(sent.filter((m) => m.to.startsWith("capped-"))).toHaveLength(2);
      expect(sent).toHaveLength(6);
      // A held e-mail was never tried and is not tried again.
      for (const d of (await record(ids[3] ?? "")).delivery) {
        expect(d).toMatchObject({
          attempts: 0,
          lastError: null,
          nextAttemptAt: null,
          sentAt: null,
        });
      }

      // Still capped: the next one is held and counted, told at most an hour after the last digest.
      const later = await submit({
        ...valid.contact,
        email: `capped-later-${marker()}@example.com`,
      });
      await vi.waitFor(async () => {
        expect(await states(later)).toEqual(["held", "held"]);
      });
      const now = Date.now();
      expect(
        await queueStaffDigest(database.db, "sales@novaline.ai", new Date(now + 600_000)),
      ).toBe(false);
      expect(
        await queueStaffDigest(database.db, "sales@novaline.ai", new Date(now + 3_660_000)),
      ).toBe(true);
      // The digest goes although the cap still holds (no cap holds a digest back).
      await vi.waitFor(async () => {
        expect(await states(later)).toEqual(["sent", "held"]);
      });
      expect(digests(sent)).toHaveLength(2);
      expect(digests(sent)[1]?.subject).toMatch(/^1 inquiry /);

      // Eighty minutes on, the hour (counted in ten-minute slices) has moved: both e-mails go again.
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(now + 4_800_000);
        const fresh = await submit({
          ...valid.contact,
          email: `capped-fresh-${marker()}@example.com`,
        });
        worker.wake();
        await vi.waitFor(async () => {
          expect(await states(fresh)).toEqual(["sent", "sent"]);
        });
      } finally {
        vi.useRealTimers();
      }
      await worker.stop();
      // Nothing held: no digest due.
      expect(
        await queueStaffDigest(database.db, "sales@novaline.ai", new Date(now + 9_000_000)),
      ).toBe(false);
    });

    it("with two API instances sending, never lets more than a cap through, and never retries what it held", async () => {
      await resetCaps();
      const caps: MailCaps = {
        confirmationsPerHour: 4,
        confirmationsPerDay: 0,
        staffNotificationsPerHour: 0,
        staffNotificationsPerDay: 5,
      };
      const ids = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          submit({ ...valid.demo, email: `pair${String(i)}-${marker()}@clinic.com` }),
        ),
      );
      const second = await openSecond(database);
      const { transport: slow, sent } = slowRecorder();
      const a = start(slow, {
        batchSize: 3,
        sendCaps: createSendCaps(database.db, caps),
        queueDigest: () => queueStaffDigest(database.db, "sales@novaline.ai"),
      });
      const b = startMailWorker({
        outbox: createOutbox(second.db),
        transport: slow,
        from: "x@novaline.ai",
        logger: scannedLogger(),
        leaseMs: 30_000,
        pollMs: 5,
        batchSize: 3,
        sendCaps: createSendCaps(second.db, caps),
      });
      try {
        await vi.waitFor(
          async () => {
            const rows = await database.db
              .select({ state: mailOutbox.state })
              .from(mailOutbox)
              .where(inArray(mailOutbox.inquiryId, ids));
            expect(rows).toHaveLength(24);
            expect(rows.every((r) => r.state === "sent" || r.state === "held")).toBe(true);
            expect(digests(sent)).toHaveLength(1);
          },
          { timeout: 15_000 },
        );
        // Held messages stay held: a few more rounds send nothing more.
        const before = sent.length;
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(sent).toHaveLength(before);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        if (second !== database) await second.close();
      }
      expect(sent.filter((m) => m.subject.startsWith("New "))).toHaveLength(5);
      expect(sent.filter((m) => m.to.startsWith("pair"))).toHaveLength(4);
      // The digest went as soon as the cap was reached; what was held after it waits for the next.
      const [told] = /^(\d+) inquir/.exec(digests(sent)[0]?.subject ?? "")?.slice(1) ?? [];
      const [waiting] = await database.db.select().from(mailDigests);
      expect(Number(told) + (waiting?.heldBack ?? 0)).toBe(7);
      expect(new Set(sent.map((m) => m.messageId)).size).toBe(sent.length);
      const delivery = (await Promise.all(ids.map(record))).flatMap((r) => r.delivery);
      // Seven notifications held, one of them now the digest; eight confirmations held.
      expect(delivery.filter((d) => d.state === "held")).toHaveLength(6 + 8);
      expect(delivery.filter((d) => d.state === "sent")).toHaveLength(5 + 4 + 1);
    });

    it("sends what the caps cleared for a sender that stopped or died before sending it, without counting it again", async () => {
      await resetCaps();
      const caps: MailCaps = {
        confirmationsPerHour: 1,
        confirmationsPerDay: 0,
        staffNotificationsPerHour: 1,
        staffNotificationsPerDay: 0,
      };
      const id = await submit({ ...valid.contact, email: `cleared-${marker()}@clinic.com` });
      // A sender claims both, the caps clear them (their last room), and it dies before sending.
      const claimed = await createOutbox(database.db).claim(10, 300);
      const { send, held } = await createSendCaps(database.db, caps).decide(claimed);
      expect(send.filter((m) => m.inquiryId === id)).toHaveLength(2);
      expect(held).toHaveLength(0);
      const { transport, sent } = recorder();
      const worker = start(transport, {
        leaseMs: 300,
        sendCaps: createSendCaps(database.db, caps),
      });
      try {
        await vi.waitFor(
          async () => {
            expect(await states(id)).toEqual(["sent", "sent"]);
          },
          { timeout: 10_000 },
        );
      } finally {
        await worker.stop();
      }
      expect(sent).toHaveLength(2);
      const counted = await database.db
        .select({ admitted: mailCapSlices.admitted })
        .from(mailCapSlices);
      expect(counted).toEqual([{ admitted: 1 }, { admitted: 1 }]);
    });

    it("counts a message against its cap once: a retry after a failed try is neither counted again nor held", async () => {
      await resetCaps();
      const caps: MailCaps = {
        confirmationsPerHour: 1,
        confirmationsPerDay: 1,
        staffNotificationsPerHour: 1,
        staffNotificationsPerDay: 1,
      };
      const address = `once-${marker()}@clinic.com`;
      const id = await submit({ ...valid.contact, email: address });
      const tried = new Set<string>();
      const { transport, sent } = recorder((mail) => {
        const first = !tried.has(mail.messageId);
        tried.add(mail.messageId);
        return first;
      });
      const worker = start(transport, { sendCaps: createSendCaps(database.db, caps) });
      try {
        await vi.waitFor(async () => {
          expect(await states(id)).toEqual(["sent", "sent"]);
        });
      } finally {
        await worker.stop();
      }
      expect((await record(id)).delivery.every((d) => d.attempts === 2)).toBe(true);
      expect(sent).toHaveLength(2);
      const counted = await database.db
        .select({ kind: mailCapSlices.kind, admitted: mailCapSlices.admitted })
        .from(mailCapSlices);
      expect(counted.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
        { kind: "staff_notification", admitted: 1 },
        { kind: "visitor_confirmation", admitted: 1 },
      ]);
    });
  });
}
