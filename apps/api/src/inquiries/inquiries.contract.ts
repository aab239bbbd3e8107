// The inquiries API's contract, run against each database (see inquiries.*.test.ts).
import {
  INQUIRY_LIMITS,
  inquiryMessages as m,
  type InquiryPage,
  type InquiryRecord,
} from "@novaline/inquiry";
import { eq, inArray, like, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls, inquiries, mailOutbox, mailRecipients, rateLimits } from "../db/schema.js";
import {
  standInToken,
  startTurnstileStandIn,
  TURNSTILE_TEST_KEYS,
  type TurnstileStandIn,
} from "../../../../tooling/turnstile-stand-in.ts";
import {
  ADMIN_TOKEN,
  marker,
  STAFF,
  testApp,
  testDemoCallSettings,
  valid,
  type TestApp,
} from "../test/harness.js";
import { pruneRecipientQuotas } from "../mail/recipient-quota.js";
import { createInquiryRepository } from "./repository.js";

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Json } }).error;

export function describeInquiriesContract(
  driver: string,
  open: () => Promise<DatabaseHandle>,
): void {
  describe(`inquiries API on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;

    beforeAll(async () => {
      database = await open();
      api = testApp(database);
    });
    afterAll(async () => {
      await database.close();
    });

    /** Inserts rows directly with chosen timestamps; returns their ids. */
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

    const listAll = async (query: string) => {
      const res = await api.get(`/v1/inquiries?${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as InquiryPage;
    };

    describe("retention", () => {
      it("deletes inquiries and their e-mails once their last change is past the cutoff", async () => {
        const old = new Date("1990-03-01T00:00:00Z");
        const [expired, touched, held, kept] = await seed([
          { name: "Expired", createdAt: old },
          { name: "Touched", createdAt: old, updatedAt: new Date("1993-01-01T00:00:00Z") },
          { name: "Held demo", kind: "demo", email: null, phone: "+15125550100", createdAt: old },
          { name: "Kept", createdAt: new Date("1992-06-01T00:00:00Z") },
        ]);
        await database.db.insert(mailOutbox).values({
          id: randomUUID(),
          inquiryId: String(expired),
          kind: "staff_notification",
          to: "sales@novaline.ai",
          subject: "s",
          text: "t",
          html: "h",
        });
        // A demo call whose data Vapi may still hold: its own sweep deletes it, Vapi's copy first.
        await database.db.insert(demoCalls).values({
          id: randomUUID(),
          inquiryId: String(held),
          phone: "+15125550100",
          industry: "health",
          consentVersion: "v1",
          ipHash: "h",
          createdAt: old,
        });
        const repository = createInquiryRepository(database.db);
        expect(await repository.purgeOlderThan(new Date("1992-01-01T00:00:00Z"))).toBe(1);
        const left = await database.db
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(sql`${inquiries.createdAt} < '1993-01-01'`);
        expect(left.map((row) => row.id).sort()).toEqual([touched, held, kept].sort());
        expect(
          await database.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.inquiryId, String(expired))),
        ).toEqual([]);
        expect(await repository.purgeOlderThan(new Date("1992-01-01T00:00:00Z"))).toBe(0);
      });
    });

    describe("confirmation quotas", () => {
      it("are forgotten a day after an address's last confirmation", async () => {
        const hour = 3_600_000;
        const row = (addressHash: string, hoursAgo: number) => ({
          addressHash,
          last: new Date(Date.now() - hoursAgo * hour),
          lastInquiryId: randomUUID(),
        });
        const stale = `stale-${marker()}`;
        const recent = `recent-${marker()}`;
        await database.db.insert(mailRecipients).values([row(stale, 25), row(recent, 23)]);
        await pruneRecipientQuotas(database.db);
        const left = await database.db
          .select({ addressHash: mailRecipients.addressHash })
          .from(mailRecipients)
          .where(inArray(mailRecipients.addressHash, [stale, recent]));
        expect(left).toEqual([{ addressHash: recent }]);
      });
    });

    describe("POST /v1/inquiries", () => {
      it("stores an inquiry: 201 {id, createdAt}, and the admin reads back exactly what was sent, trimmed", async () => {
        const sent = {
          kind: "contact",
          name: "  Zoë Ñúñez 李雷 ",
          email: " zoe@clinic.com ",
          phone: " +1 (512) 555-0134 ",
          company: "Bright Smile 😀",
          message: "Line one\nLine two €\r\n",
          sourcePage: "/contact",
        };
        const res = await api.submit(sent);
        expect(res.status).toBe(201);
        const body = await json(res);
        expect(Object.keys(body).sort()).toEqual(["createdAt", "id"]);
        expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(new Date(String(body.createdAt)).toISOString()).toBe(body.createdAt);
        const record = (await (
          await api.get(`/v1/inquiries/${String(body.id)}`)
        ).json()) as InquiryRecord;
        expect(record).toMatchObject({
          id: body.id,
          createdAt: body.createdAt,
          kind: "contact",
          name: "Zoë Ñúñez 李雷",
          email: "zoe@clinic.com",
          phone: "+1 (512) 555-0134",
          company: "Bright Smile 😀",
          message: "Line one\nLine two €",
          sourcePage: "/contact",
          plan: null,
          status: "new",
          notes: [],
          version: 0,
          updatedAt: null,
          updatedBy: null,
        });
      });

      it("stores a maintenance request with its plan and a demo request", async () => {
        for (const body of [valid.maintenance, valid.demo]) {
          const res = await api.submit(body);
          expect(res.status).toBe(201);
          const { id } = await json(res);
          const record = (await (
            await api.get(`/v1/inquiries/${String(id)}`)
          ).json()) as InquiryRecord;
          expect(record.kind).toBe(body.kind);
          expect(record.plan).toBe(body.kind === "maintenance" ? "professional" : null);
        }
      });

      it("writes both e-mails to the outbox in the same transaction, visible as pending delivery", async () => {
        const { id } = await json(
          await api.submit({ ...valid.contact, email: "visitor@clinic.com" }),
        );
        const record = (await (
          await api.get(`/v1/inquiries/${String(id)}`)
        ).json()) as InquiryRecord;
        expect(record.delivery).toEqual([
          expect.objectContaining({
            kind: "staff_notification",
            to: "sales@novaline.ai",
            state: "pending",
            attempts: 0,
            lastError: null,
            sentAt: null,
          }),
          expect.objectContaining({
            kind: "visitor_confirmation",
            to: "visitor@clinic.com",
            state: "pending",
            attempts: 0,
          }),
        ]);
      });

      it("answers 415 to a body that is not declared as JSON", async () => {
        for (const type of [undefined, "text/plain", "application/x-www-form-urlencoded"]) {
          const res = await api.app.request("/v1/inquiries", {
            method: "POST",
            headers: type ? { "content-type": type } : {},
            body: JSON.stringify(valid.demo),
          });
          expect(res.status).toBe(415);
          expect((await errorOf(res)).code).toBe("unsupported-media-type");
        }
        expect(
          (await api.submit(valid.demo, { "content-type": "application/json; charset=utf-8" }))
            .status,
        ).toBe(201);
      });

      it("answers 413 to a body over 16,384 bytes and reads one of exactly 16,384", async () => {
        const padded = (bytes: number) => {
          const base = JSON.stringify({ ...valid.contact, message: "" });
          return JSON.stringify({ ...valid.contact, message: "a".repeat(bytes - base.length) });
        };
        expect(Buffer.byteLength(padded(16_385))).toBe(16_385);
        const over = await api.submit(padded(16_385));
        expect(over.status).toBe(413);
        expect((await errorOf(over)).code).toBe("payload-too-large");
        // 16,384 bytes is read (and then refused only for the message's length).
        const at = await api.submit(padded(16_384));
        expect(at.status).toBe(422);
        expect((await errorOf(at)).fields).toEqual({ message: m.message.tooLong });
      });

      it("fits a message of 5,000 × € (15,000 bytes) with short other fields, and returns it exactly", async () => {
        const message = "€".repeat(INQUIRY_LIMITS.message);
        const body = JSON.stringify({ ...valid.contact, message });
        expect(Buffer.byteLength(body)).toBeLessThan(16_384);
        const res = await api.submit(body);
        expect(res.status).toBe(201);
        const { id } = await json(res);
        const record = (await (
          await api.get(`/v1/inquiries/${String(id)}`)
        ).json()) as InquiryRecord;
        expect(record.message).toBe(message);
      });

      it("answers 400 to malformed JSON", async () => {
        for (const body of ["{", '{"kind":"demo",}', "", "nope"]) {
          const res = await api.submit(body);
          expect(res.status).toBe(400);
          expect((await errorOf(res)).code).toBe("malformed-json");
        }
      });

      it("answers 422 to JSON that is not an object", async () => {
        for (const body of ["[]", "null", '"contact"', "42"]) {
          const res = await api.submit(body);
          expect(res.status).toBe(422);
          expect((await errorOf(res)).code).toBe("invalid");
        }
      });

      it("names every bad field, unknown ones included, each under its own key", async () => {
        const res = await api.submit({
          kind: "contact",
          name: "",
          email: "jane@",
          phone: "call me",
          message: "",
          topic: "pricing",
          utm: "x",
        });
        expect(res.status).toBe(422);
        const error = await errorOf(res);
        expect(error.code).toBe("invalid");
        expect(error.fields).toEqual({
          name: m.name.required,
          email: m.email.invalid,
          phone: m.phone.invalid,
          message: m.message.required,
          topic: m.unknown,
          utm: m.unknown,
        });
      });

      it("names only the faulty field when there is one fault", async () => {
        const res = await api.submit({ ...valid.contact, email: "jane" });
        expect((await errorOf(res)).fields).toEqual({ email: m.email.invalid });
        const unknown = await api.submit({ ...valid.contact, newsletter: true });
        expect((await errorOf(unknown)).fields).toEqual({ newsletter: m.unknown });
      });

      const at = (field: string, length: number) => {
        if (field === "email") return `${"a".repeat(length - "@clinic.com".length)}@clinic.com`;
        if (field === "phone") return "1".repeat(length);
        if (field === "sourcePage") return `/${"p".repeat(length - 1)}`;
        return "x".repeat(length);
      };
      it.each([
        ["name", INQUIRY_LIMITS.name, m.name.tooLong],
        ["email", INQUIRY_LIMITS.email, m.email.tooLong],
        ["phone", INQUIRY_LIMITS.phone, m.phone.tooLong],
        ["company", INQUIRY_LIMITS.company, m.company.tooLong],
        ["message", INQUIRY_LIMITS.message, m.message.tooLong],
        ["sourcePage", INQUIRY_LIMITS.sourcePage, m.sourcePage.tooLong],
      ])(
        "takes a %s of exactly %i characters and refuses one more",
        async (field, limit, tooLong) => {
          expect((await api.submit({ ...valid.contact, [field]: at(field, limit) })).status).toBe(
            201,
          );
          expect(
            (await api.submit({ ...valid.contact, [field]: `  ${at(field, limit)}  ` })).status,
          ).toBe(201);
          const over = await api.submit({ ...valid.contact, [field]: at(field, limit + 1) });
          expect(over.status).toBe(422);
          expect((await errorOf(over)).fields).toEqual({ [field]: tooLong });
        },
      );

      it.each([
        ["kind", "newsletter", m.kind.invalid],
        ["kind", undefined, m.kind.invalid],
        ["name", undefined, m.name.required],
        ["name", "   ", m.name.required],
        ["name", "Jane\u0007", m.name.invalid],
        ["name", 42, m.name.invalid],
        ["email", undefined, m.email.required],
        ["email", "jane@clinic", m.email.invalid],
        ["email", "ja ne@clinic.com", m.email.invalid],
        ["phone", "555#0134", m.phone.invalid],
        ["phone", "+()-.", m.phone.invalid],
        ["company", "Acme\tInc", m.company.invalid],
        ["message", undefined, m.message.required],
        ["message", "hi\u0000there", m.message.invalid],
        ["message", "tab\there", m.message.invalid],
        ["sourcePage", "/x\ny", m.sourcePage.invalid],
        ["plan", "gold", m.plan.invalid],
      ])("refuses a contact inquiry whose %s is %j", async (field, value, message) => {
        const res = await api.submit({ ...valid.contact, [field]: value });
        expect(res.status).toBe(422);
        expect((await errorOf(res)).fields).toEqual({ [field]: message });
      });

      it("requires a valid plan for a maintenance request", async () => {
        for (const [plan, message] of [
          [undefined, m.plan.required],
          ["", m.plan.required],
          ["platinum", m.plan.invalid],
        ] as const) {
          const res = await api.submit({ ...valid.maintenance, plan });
          expect(res.status).toBe(422);
          expect((await errorOf(res)).fields).toEqual({ plan: message });
        }
      });

      it("keeps newlines in a message", async () => {
        const { id } = await json(await api.submit({ ...valid.contact, message: "a\nb\r\nc" }));
        const record = (await (
          await api.get(`/v1/inquiries/${String(id)}`)
        ).json()) as InquiryRecord;
        expect(record.message).toBe("a\nb\r\nc");
      });

      it("answers a filled honeypot like a success but stores nothing and sends nothing", async () => {
        const token = marker();
        const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
        const res = await api.submit({
          ...valid.contact,
          name: token,
          company_website: "https://spam.example",
        });
        expect(res.status).toBe(201);
        const { id, createdAt } = await json(res);
        expect(String(id)).toMatch(/^[0-9a-f-]{36}$/);
        // Headers and all, as a stored inquiry's answer: a bot cannot tell it was caught.
        expect(res.headers.get("location")).toBe(`/v1/inquiries/${String(id)}`);
        expect(typeof createdAt).toBe("string");
        expect((await api.get(`/v1/inquiries/${String(id)}`)).status).toBe(404);
        expect((await listAll(`q=${token}`)).items).toEqual([]);
        const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
        expect(after).toEqual(before);
        // An empty honeypot is a person's submission.
        expect((await api.submit({ ...valid.contact, company_website: "" })).status).toBe(201);
      });

      it("sets secure headers and a request id, and logs the request without its body", async () => {
        const secret = `secret-${marker()}`;
        const res = await api.submit({ ...valid.contact, message: secret });
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("strict-transport-security")).toContain("max-age=");
        expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
        const requestId = res.headers.get("x-request-id");
        expect(requestId).toBeTruthy();
        const line = api.logs
          .map((l) => JSON.parse(l) as Json)
          .find((l) => l.requestId === requestId);
        expect(line).toMatchObject({
          level: "info",
          event: "request",
          method: "POST",
          path: "/v1/inquiries",
          status: 201,
        });
        expect(api.logs.join("\n")).not.toContain(secret);
      });

      it("makes its own request id, whatever the client sends", async () => {
        const forged = "jane@clinic.com-injected";
        const res = await api.submit(valid.contact, { "x-request-id": forged });
        const requestId = res.headers.get("x-request-id") ?? "";
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(api.logs.join("\n")).not.toContain(forged);
      });

      it("allows CORS only for the configured origins", async () => {
        const preflight = (origin: string) =>
          api.app.request("/v1/inquiries", {
            method: "OPTIONS",
            headers: {
              origin,
              "access-control-request-method": "POST",
              "access-control-request-headers": "content-type",
            },
          });
        const allowed = await preflight("http://localhost:5173");
        expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
        const refused = await preflight("https://evil.example");
        expect(refused.headers.get("access-control-allow-origin")).toBeNull();
        const res = await api.submit(valid.demo, { origin: "https://evil.example" });
        expect(res.headers.get("access-control-allow-origin")).toBeNull();
      });
    });

    describe("rate limit", () => {
      const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

      it("answers 429 with Retry-After past the limit per minute, per client address", async () => {
        const limited = testApp(database, { rateLimitPerMinute: 3 });
        const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        for (let i = 0; i < 3; i++) {
          expect((await limited.submit(valid.demo, {}, socket(ip))).status).toBe(201);
        }
        const res = await limited.submit(valid.demo, {}, socket(ip));
        expect(res.status).toBe(429);
        expect((await errorOf(res)).code).toBe("rate-limited");
        const retryAfter = Number(res.headers.get("retry-after"));
        expect(Number.isInteger(retryAfter)).toBe(true);
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
        // Bad requests count too, and another address has its own count.
        expect((await limited.submit("{", {}, socket(ip))).status).toBe(429);
        expect((await limited.submit(valid.demo, {}, socket(`${ip}1`))).status).toBe(201);
      });

      it("takes the address from X-Forwarded-For only with TRUST_PROXY", async () => {
        const ip = `10.8.${Math.floor(Math.random() * 250)}.1`;
        const direct = testApp(database, { rateLimitPerMinute: 1 });
        expect(
          (await direct.submit(valid.demo, { "x-forwarded-for": "1.1.1.1" }, socket(ip))).status,
        ).toBe(201);
        // Without TRUST_PROXY a forged header does not give a fresh count.
        expect(
          (await direct.submit(valid.demo, { "x-forwarded-for": "2.2.2.2" }, socket(ip))).status,
        ).toBe(429);

        const proxied = testApp(database, {
          rateLimitPerMinute: 1,
          trustProxy: { kind: "hops", hops: 1 },
        });
        const proxy = `10.7.${Math.floor(Math.random() * 250)}.1`;
        const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
        expect(
          (await proxied.submit(valid.demo, { "x-forwarded-for": client }, socket(proxy))).status,
        ).toBe(201);
        expect(
          (await proxied.submit(valid.demo, { "x-forwarded-for": client }, socket(proxy))).status,
        ).toBe(429);
        expect(
          (await proxied.submit(valid.demo, { "x-forwarded-for": `${client}9` }, socket(proxy)))
            .status,
        ).toBe(201);
      });

      it("with TRUST_PROXY, counts an ip:port or bracketed entry as its address, and junk as the proxy", async () => {
        const proxied = testApp(database, {
          rateLimitPerMinute: 1,
          trustProxy: { kind: "hops", hops: 1 },
        });
        const proxy = socket(`10.5.${Math.floor(Math.random() * 250)}.1`);
        const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
        const block = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:9`;
        const status = async (forwardedFor: string) =>
          (await proxied.submit(valid.demo, { "x-forwarded-for": forwardedFor }, proxy)).status;
        const statuses = [];
        for (const entry of [
          client,
          `${client}:1234`,
          `[${client}]`,
          `[${client}]:443`,
          `::ffff:${client}`,
          `${block}::1`,
          `[${block}::2]:443`,
          `[${block}::3]`,
          "garbage1",
          "garbage2",
          "unknown",
        ]) {
          statuses.push(await status(entry));
        }
        expect(statuses).toEqual([201, 429, 429, 429, 429, 201, 429, 429, 201, 429, 429]);
      });

      it("counts an IPv6 client by its /64: a new address in the same block is the same client", async () => {
        const limited = testApp(database, { rateLimitPerMinute: 2 });
        const block = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}:7`;
        const statuses = [];
        for (const host of ["0:0:0:1", "0:0:0:2", "ffff:ffff:ffff:ffff", "1:2:3:4", "a:b:c:d"]) {
          statuses.push((await limited.submit(valid.demo, {}, socket(`${block}:${host}`))).status);
        }
        expect(statuses).toEqual([201, 201, 429, 429, 429]);
        // The next /64 is another subscriber.
        expect((await limited.submit(valid.demo, {}, socket(`${block}1::1`))).status).toBe(201);
      });

      it("counts nothing when RATE_LIMIT_PER_MINUTE is 0", async () => {
        const ip = `10.6.${Math.floor(Math.random() * 250)}.1`;
        const off = testApp(database, { rateLimitPerMinute: 0 });
        for (let i = 0; i < 12; i++)
          expect((await off.submit(valid.demo, {}, socket(ip))).status).toBe(201);
        const rows = await database.db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `%:${ip}`));
        expect(rows).toEqual([]);
      });

      it("counts a sliding minute: a burst across the clock minute's turn gets no second allowance", async () => {
        const limited = testApp(database, { rateLimitPerMinute: 3 });
        const ip = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        const minute = Date.UTC(2031, 0, 1, 12, 1);
        vi.useFakeTimers({ toFake: ["Date"] });
        try {
          const at = async (ms: number) => {
            vi.setSystemTime(minute + ms);
            return limited.submit(valid.demo, {}, socket(ip));
          };
          const before = [];
          for (const ms of [-900, -600, -300]) before.push((await at(ms)).status);
          expect(before).toEqual([201, 201, 201]);
          // The clock's minute has turned; the last minute has not passed.
          const after = await at(400);
          expect(after.status).toBe(429);
          // The first request leaves the window 60 s after it came: 58.7 s from now.
          expect(after.headers.get("retry-after")).toBe("59");
          expect((await at(59_000)).status).toBe(429);
          expect((await at(59_200)).status).toBe(201);
          expect((await at(59_300)).status).toBe(429);
        } finally {
          vi.useRealTimers();
        }
      });

      it("nests IPv6 limits: rotating /64s inside one /56 or /48 buys no fresh allowance", async () => {
        const limited = testApp(database, {
          rateLimitPerMinute: 10,
          rateLimitPerMinutePer56: 6,
          rateLimitPerMinutePer48: 8,
        });
        const site = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}`;
        // 30 /64s of one /56, one request each: the /56 admits 6.
        const statuses = [];
        for (let i = 0; i < 30; i++) {
          statuses.push(
            (await limited.submit(valid.demo, {}, socket(`${site}:${(0x100 + i).toString(16)}::1`)))
              .status,
          );
        }
        expect(statuses.filter((status) => status === 201)).toHaveLength(6);
        expect(statuses.slice(6).every((status) => status === 429)).toBe(true);
        // Another /56 of the same /48: the /48 admits 8 in all.
        const other = [];
        for (let i = 0; i < 5; i++) {
          other.push(
            (await limited.submit(valid.demo, {}, socket(`${site}:${(0x200 + i).toString(16)}::1`)))
              .status,
          );
        }
        expect(other).toEqual([201, 201, 429, 429, 429]);
        // Another /48 is another site.
        expect((await limited.submit(valid.demo, {}, socket(`${site}1:1::1`))).status).toBe(201);
      });

      it("counts a request refused at its /64 nowhere wider: a neighbour's allowance is kept", async () => {
        const limited = testApp(database, {
          rateLimitPerMinute: 2,
          rateLimitPerMinutePer56: 3,
          rateLimitPerMinutePer48: 3,
        });
        const site = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}`;
        const noisy = [];
        for (let i = 0; i < 6; i++) {
          noisy.push(
            (await limited.submit(valid.demo, {}, socket(`${site}:1::${String(i + 1)}`))).status,
          );
        }
        expect(noisy).toEqual([201, 201, 429, 429, 429, 429]);
        // The /56 and /48 counted two: a neighbouring /64 still gets the third.
        expect((await limited.submit(valid.demo, {}, socket(`${site}:2::1`))).status).toBe(201);
        expect((await limited.submit(valid.demo, {}, socket(`${site}:3::1`))).status).toBe(429);
      });
    });

    describe("bot check (Turnstile)", () => {
      const socket = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
      let turnstile: TurnstileStandIn;
      beforeAll(async () => {
        turnstile = await startTurnstileStandIn({ hostname: "novaline.ai" });
      });
      afterAll(async () => {
        await turnstile.stop();
      });
      const withBotCheck = (checksPerMinute = 100, verifyUrl = turnstile.url) =>
        testApp(database, {
          demoCalls: {
            ...testDemoCallSettings,
            turnstile: {
              secretKey: TURNSTILE_TEST_KEYS.secretPasses,
              verifyUrl,
              hostnames: ["novaline.ai", "www.novaline.ai"],
              checksPerMinute,
            },
          },
        });
      const ip = () => `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

      it("takes an inquiry only with a token Cloudflare verified for this form on our site", async () => {
        const checked = withBotCheck();
        const client = socket(ip());
        const name = marker();
        const refusals = [];
        for (const turnstileToken of [
          undefined,
          "forged",
          // The phone demo's token, and the booking form's.
          standInToken("demo-call"),
          standInToken("inquiry-demo"),
          // This form's, from a widget on somebody else's page.
          standInToken("inquiry-contact", "evil.example"),
        ]) {
          const res = await checked.submit({ ...valid.contact, name, turnstileToken }, {}, client);
          refusals.push([res.status, (await errorOf(res)).code]);
        }
        expect(refusals).toEqual(Array(5).fill([403, "bot-check-failed"]));
        expect((await listAll(`q=${name}`)).total).toBe(0);

        const passed = await checked.submit(
          { ...valid.contact, name, turnstileToken: standInToken("inquiry-contact") },
          {},
          client,
        );
        expect(passed.status).toBe(201);
        expect(turnstile.requests.at(-1)).toMatchObject({
          secret: TURNSTILE_TEST_KEYS.secretPasses,
          response: standInToken("inquiry-contact"),
        });
        const maintenance = await checked.submit(
          {
            ...valid.maintenance,
            name,
            turnstileToken: standInToken("inquiry-maintenance", "www.novaline.ai"),
          },
          {},
          client,
        );
        expect(maintenance.status).toBe(201);
        // The token is not kept.
        const stored = (await listAll(`q=${name}`)).items;
        expect(stored).toHaveLength(2);
        expect(JSON.stringify(stored)).not.toContain("DUMMY");
      });

      it("answers 503 bot-check-unavailable when Cloudflare does not answer", async () => {
        const down = withBotCheck(100, "http://127.0.0.1:9/siteverify");
        const res = await down.submit(
          { ...valid.contact, turnstileToken: standInToken("inquiry-contact") },
          {},
          socket(ip()),
        );
        expect(res.status).toBe(503);
        expect((await errorOf(res)).code).toBe("bot-check-unavailable");
      });

      it("counts checks per client before asking Cloudflare: junk tokens cost their sender", async () => {
        const checked = withBotCheck(3);
        const client = socket(ip());
        const asked = turnstile.requests.length;
        const statuses = [];
        for (let i = 0; i < 8; i++) {
          statuses.push(
            (
              await checked.submit(
                { ...valid.contact, turnstileToken: `junk-${String(i)}` },
                {},
                client,
              )
            ).status,
          );
        }
        expect(statuses).toEqual([403, 403, 403, 429, 429, 429, 429, 429]);
        expect(turnstile.requests.length - asked).toBe(3);
        // The demo calls' requests share the count (the throttle comes before anything else).
        const demo = await checked.app.request(
          "/v1/demo-calls",
          { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
          client,
        );
        expect(demo.status).toBe(429);
        // Rotating /64s of one /48: four times the /64's count in all.
        const site = `2001:db8:${Math.floor(Math.random() * 65535).toString(16)}`;
        const rotated = [];
        for (let i = 0; i < 16; i++) {
          rotated.push(
            (
              await checked.submit(
                { ...valid.contact, turnstileToken: "junk" },
                {},
                socket(`${site}:${(i * 0x100).toString(16)}::1`),
              )
            ).status,
          );
        }
        expect(rotated.filter((status) => status === 403)).toHaveLength(12);
        expect(turnstile.requests.length - asked).toBe(15);
      });
    });

    describe("admin access", () => {
      it.each([
        ["GET", "/v1/inquiries"],
        ["GET", "/v1/inquiries.csv"],
        ["GET", `/v1/inquiries/${randomUUID()}`],
        ["PATCH", `/v1/inquiries/${randomUUID()}`],
      ])("%s %s answers 401 without a token and 403 for a non-admin", async (method, path) => {
        const none = await api.app.request(path, {
          method,
          headers: { "content-type": "application/json" },
          body: method === "PATCH" ? "{}" : undefined,
        });
        expect(none.status).toBe(401);
        expect((await errorOf(none)).code).toBe("auth-token-missing");
        const user = await api.app.request(path, {
          method,
          headers: { authorization: "Bearer user-token", "content-type": "application/json" },
          body: method === "PATCH" ? "{}" : undefined,
        });
        expect(user.status).toBe(403);
        expect((await errorOf(user)).code).toBe("auth-not-admin");
        expect(none.headers.get("cache-control")).toBe("no-store");
        expect(user.headers.get("cache-control")).toBe("no-store");
      });

      it("tells browsers and proxies to keep no copy of what staff read", async () => {
        const [id] = await seed([{ name: `Kept ${marker()}` }]);
        for (const path of ["/v1/inquiries", `/v1/inquiries/${String(id)}`, "/v1/inquiries.csv"]) {
          const res = await api.get(path);
          expect(res.status, path).toBe(200);
          expect(res.headers.get("cache-control"), path).toBe("no-store");
        }
        const patched = await api.patch(`/v1/inquiries/${String(id)}`, { status: "contacted" });
        expect(patched.headers.get("cache-control")).toBe("no-store");
      });
    });

    describe("GET /v1/inquiries", () => {
      it("lists newest first with a nextCursor, and filters by kind, status and q", async () => {
        const token = marker();
        const base = Date.now() - 60_000;
        const [a, b, c] = await seed([
          { name: `A ${token}`, createdAt: new Date(base), kind: "demo", message: null },
          { name: `B ${token}`, createdAt: new Date(base + 1000), status: "won" },
          {
            name: `C ${token}`,
            createdAt: new Date(base + 2000),
            kind: "maintenance",
            plan: "priority",
            message: null,
          },
        ]);
        const page = await listAll(`q=${token}`);
        expect(page.items.map((i) => i.id)).toEqual([c, b, a]);
        expect(page.nextCursor).toBeNull();
        expect(page.total).toBe(3);
        expect(page.items[0]).toMatchObject({
          kind: "maintenance",
          plan: "priority",
          status: "new",
          delivery: [],
        });
        expect((await listAll(`q=${token}&kind=demo`)).items.map((i) => i.id)).toEqual([a]);
        expect((await listAll(`q=${token}&status=won`)).items.map((i) => i.id)).toEqual([b]);
        const first = await listAll(`q=${token}&limit=2`);
        expect(first.nextCursor).toEqual(expect.any(String));
        // The total counts every page, the same on the next one.
        expect(first.total).toBe(3);
        expect((await listAll(`q=${token}&limit=2&cursor=${String(first.nextCursor)}`)).total).toBe(
          3,
        );
        expect((await listAll(`q=${token}&status=won`)).total).toBe(1);
      });

      it("searches name, email, company and message case-insensitively", async () => {
        const token = marker();
        const upper = token.toUpperCase();
        const ids = await seed([
          { name: `N${upper}` },
          { email: `${token}@clinic.com` },
          { company: `Co ${upper}` },
          { message: `about ${upper} here` },
          { name: "other", message: "nothing" },
        ]);
        const found = (await listAll(`q=${token}`)).items.map((i) => i.id).sort();
        expect(found).toEqual(ids.slice(0, 4).sort());
      });

      it("treats % and _ in q as literal characters, not wildcards", async () => {
        const token = marker();
        const [percent, underscore, plain] = await seed([
          { message: `${token} 50% off` },
          { message: `${token} a_b` },
          { message: `${token} 50 off axb` },
        ]);
        expect(
          (await listAll(`q=${encodeURIComponent(`${token} 50%`)}`)).items.map((i) => i.id),
        ).toEqual([percent]);
        expect(
          (await listAll(`q=${encodeURIComponent("a_b")}&limit=100`)).items.map((i) => i.id),
        ).toContain(underscore);
        const wildcard = (await listAll(`q=${encodeURIComponent(`${token}%`)}`)).items;
        expect(wildcard).toEqual([]);
        expect(
          (await listAll(`q=${encodeURIComponent(`${token} a_b`)}`)).items.map((i) => i.id),
        ).toEqual([underscore]);
        expect((await listAll(`q=${token}`)).items.map((i) => i.id)).toContain(plain);
      });

      it("filters by from/to: ISO timestamps, and a date-only `to` that includes that whole UTC day", async () => {
        const token = marker();
        const [before, start, late, next] = await seed([
          { name: token, createdAt: new Date("2031-03-09T23:59:59.999Z") },
          { name: token, createdAt: new Date("2031-03-10T00:00:00.000Z") },
          { name: token, createdAt: new Date("2031-03-10T23:59:59.999Z") },
          { name: token, createdAt: new Date("2031-03-11T00:00:00.000Z") },
        ]);
        const ids = async (query: string) =>
          (await listAll(`q=${token}&${query}`)).items.map((i) => i.id);
        expect(await ids("from=2031-03-10&to=2031-03-10")).toEqual([late, start]);
        expect(await ids("to=2031-03-10")).toEqual([late, start, before]);
        expect(await ids("from=2031-03-10T23:59:59.999Z")).toEqual([next, late]);
        expect(await ids("to=2031-03-10T00:00:00Z")).toEqual([start, before]);
        expect(await ids("from=2031-03-10T01:00:00%2B01:00&to=2031-03-10T12:00:00Z")).toEqual([
          start,
        ]);
      });

      it.each([
        ["limit=0", "limit"],
        ["limit=101", "limit"],
        ["limit=1.5", "limit"],
        ["limit=ten", "limit"],
        ["limit=-1", "limit"],
        ["kind=newsletter", "kind"],
        ["status=closed", "status"],
        ["from=yesterday", "from"],
        ["to=2031-02-30", "to"],
        ["to=2031-03-10T10:00:00", "to"],
        ["sort=name", "sort"],
        ["kind=demo&kind=contact", "kind"],
      ])("answers 422 naming the parameter for %s", async (query, param) => {
        const res = await api.get(`/v1/inquiries?${query}`);
        expect(res.status).toBe(422);
        const error = await errorOf(res);
        expect(error.code).toBe("invalid");
        expect(Object.keys(error.fields ?? {})).toEqual([param]);
      });

      it("sorts by date either way and by status in the workflow's order, newest first within one", async () => {
        const token = marker();
        const base = Date.now() - 120_000;
        const [wonOld, fresh, wonNew, spam, working] = await seed([
          { name: token, createdAt: new Date(base), status: "won" },
          { name: token, createdAt: new Date(base + 1000) },
          { name: token, createdAt: new Date(base + 2000), status: "won" },
          { name: token, createdAt: new Date(base + 3000), status: "spam" },
          { name: token, createdAt: new Date(base + 4000), status: "in_progress" },
        ]);
        const ids = async (sort: string) =>
          (await listAll(`q=${token}&sort=${sort}`)).items.map((i) => i.id);
        expect(await ids("received_desc")).toEqual([working, spam, wonNew, fresh, wonOld]);
        expect(await ids("received_asc")).toEqual([wonOld, fresh, wonNew, spam, working]);
        expect(await ids("status_asc")).toEqual([fresh, working, wonNew, wonOld, spam]);
        expect(await ids("status_desc")).toEqual([spam, wonNew, wonOld, working, fresh]);
        expect((await listAll(`q=${token}`)).items.map((i) => i.id)).toEqual(
          await ids("received_desc"),
        );
      });

      it.each(["received_asc", "status_asc", "status_desc"])(
        "pages in %s order without duplicates or gaps, ties broken by the id",
        async (sort) => {
          const token = marker();
          const same = new Date(Date.now() - 7_200_000);
          const statuses = ["new", "won", "spam", "in_progress", "lost"] as const;
          await seed(
            Array.from({ length: 23 }, (_, i) => ({
              name: `${token} ${i}`,
              status: statuses[i % statuses.length],
              // Half share one timestamp: within a status, the id decides.
              createdAt: i % 2 === 0 ? same : new Date(same.getTime() - i * 1000),
            })),
          );
          const whole = (await listAll(`q=${token}&sort=${sort}&limit=100`)).items.map((i) => i.id);
          const paged: string[] = [];
          let cursor: string | null = null;
          for (let pages = 0; pages < 20; pages++) {
            const page: InquiryPage = await listAll(
              `q=${token}&sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ""}`,
            );
            paged.push(...page.items.map((i) => i.id));
            cursor = page.nextCursor;
            if (cursor === null) break;
          }
          expect(whole).toHaveLength(23);
          expect(paged).toEqual(whole);
        },
      );

      it("refuses a cursor made for another order", async () => {
        const token = marker();
        await seed([{ name: token }, { name: token }]);
        const first = await listAll(`q=${token}&limit=1&sort=status_asc`);
        const res = await api.get(
          `/v1/inquiries?q=${token}&limit=1&sort=received_desc&cursor=${String(first.nextCursor)}`,
        );
        expect(res.status).toBe(422);
        expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["cursor"]);
      });

      it("answers 422 naming the cursor for a cursor it did not make", async () => {
        for (const cursor of [
          "nope",
          "eyJhIjoxfQ",
          Buffer.from('["2031-01-01T00:00:00.000Z","x"]').toString("base64url"),
        ]) {
          const res = await api.get(`/v1/inquiries?cursor=${cursor}`);
          expect(res.status).toBe(422);
          expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(["cursor"]);
        }
      });

      it("takes limit 1 and 100, and defaults to 25", async () => {
        const token = marker();
        await seed(Array.from({ length: 30 }, () => ({ name: token })));
        expect((await listAll(`q=${token}&limit=1`)).items).toHaveLength(1);
        expect((await listAll(`q=${token}&limit=100`)).items).toHaveLength(30);
        expect((await listAll(`q=${token}`)).items).toHaveLength(25);
      });

      it("pages by (createdAt, id) with neither duplicates nor gaps while inquiries arrive", async () => {
        const token = marker();
        const same = new Date(Date.now() - 3_600_000);
        // 12 rows share one timestamp: the id must break the tie.
        const seeded = await seed(
          Array.from({ length: 40 }, (_, i) => ({
            name: `${token} ${i}`,
            createdAt: i < 12 ? same : new Date(same.getTime() - i * 1000),
          })),
        );
        const seen: string[] = [];
        /** One page after `cursor`, while new inquiries arrive before and during the read. */
        const pageAfter = async (cursor: string | null): Promise<InquiryPage> => {
          await Promise.all([
            api.submit({ ...valid.contact, name: `${token} new` }),
            api.submit({ ...valid.demo, name: `${token} new` }),
          ]);
          const [page] = await Promise.all([
            listAll(`q=${token}&limit=7${cursor ? `&cursor=${cursor}` : ""}`),
            api.submit({ ...valid.demo, name: `${token} new` }),
          ]);
          return page;
        };
        let page = await pageAfter(null);
        for (let pages = 1; ; pages++) {
          seen.push(...page.items.map((i) => i.id));
          if (page.nextCursor === null || pages >= 50) break;
          page = await pageAfter(page.nextCursor);
        }
        const seededSeen = seen.filter((id) => seeded.includes(id));
        expect(new Set(seen).size).toBe(seen.length);
        expect(seededSeen.sort()).toEqual([...seeded].sort());
      });
    });

    describe("GET /v1/inquiries/:id", () => {
      it("answers 404 for an unknown id and for something that is not an id", async () => {
        for (const id of [randomUUID(), "not-a-uuid", "1"]) {
          const res = await api.get(`/v1/inquiries/${id}`);
          expect(res.status).toBe(404);
          expect((await errorOf(res)).code).toBe("not-found");
        }
      });
    });

    describe("PATCH /v1/inquiries/:id", () => {
      it("changes the status, recording who and when, one version further", async () => {
        const { id } = await json(
          await api.submit({ ...valid.contact, email: `${marker()}@clinic.com` }),
        );
        const before = Date.now();
        const res = await api.patch(`/v1/inquiries/${String(id)}`, { status: "in_progress" });
        expect(res.status).toBe(200);
        expect(res.headers.get("etag")).toBe('"v1"');
        const record = (await res.json()) as InquiryRecord;
        expect(record).toMatchObject({
          id,
          status: "in_progress",
          version: 1,
          notes: [],
          updatedBy: STAFF.email,
        });
        expect(Date.parse(record.updatedAt ?? "")).toBeGreaterThanOrEqual(before - 5);
        expect(record.delivery).toHaveLength(2);
        const won = (await (
          await api.patch(`/v1/inquiries/${String(id)}`, { status: "won" })
        ).json()) as InquiryRecord;
        expect(won).toMatchObject({ status: "won", version: 2 });
        expect(await (await api.get(`/v1/inquiries/${String(id)}`)).json()).toEqual(won);
      });

      it("answers 422 to anything but a valid status (notes are appended, not set)", async () => {
        const { id } = await json(await api.submit(valid.contact));
        const path = `/v1/inquiries/${String(id)}`;
        const cases: [unknown, string[]][] = [
          [{ status: "closed" }, ["status"]],
          [{ status: "won", note: "Set" }, ["note"]],
          [{ status: "won", version: -1 }, ["version"]],
          [{ status: "won", version: "1" }, ["version"]],
          [{ status: "won", name: "Changed" }, ["name"]],
          [{ id: randomUUID() }, ["id"]],
        ];
        for (const [body, fields] of cases) {
          const res = await api.patch(path, body);
          expect(res.status).toBe(422);
          expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(fields);
        }
        for (const body of [{}, [], "won", { version: 0 }])
          expect((await api.patch(path, body)).status).toBe(422);
        const record = (await (await api.get(path)).json()) as InquiryRecord;
        expect(record).toMatchObject({ name: valid.contact.name, status: "new", version: 0 });
      });

      it("answers 404 for an unknown id, 415 for a body that is not JSON and 400 for malformed JSON", async () => {
        expect((await api.patch(`/v1/inquiries/${randomUUID()}`, { status: "won" })).status).toBe(
          404,
        );
        const { id } = await json(await api.submit(valid.demo));
        const raw = (type: string, body: string) =>
          api.app.request(`/v1/inquiries/${String(id)}`, {
            method: "PATCH",
            headers: { authorization: ADMIN_TOKEN, "content-type": type },
            body,
          });
        expect((await raw("text/plain", "status=won")).status).toBe(415);
        expect((await raw("application/json", "{status")).status).toBe(400);
      });
    });

    describe("GET /v1/inquiries.csv", () => {
      const csvOf = async (query: string) => {
        const res = await api.get(`/v1/inquiries.csv?${query}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
        return (await res.text()).replace(/^\uFEFF/, "");
      };

      it("exports every matching row under a header row, with the list's filters", async () => {
        const token = marker();
        await seed(
          Array.from({ length: 30 }, (_, i) => ({
            name: `${token} ${i}`,
            kind: i % 3 === 0 ? "demo" : "contact",
          })),
        );
        const lines = (await csvOf(`q=${token}`)).split("\r\n");
        expect(lines[0]).toBe(
          '"id","created_at","kind","status","name","email","phone","company","plan","message","source_page","notes","updated_at","updated_by","assignee","follow_up_on","call_industry","call_status","call_ended_reason","call_duration_seconds","call_summary"',
        );
        expect(lines.at(-1)).toBe("");
        expect(lines).toHaveLength(1 + 30 + 1);
        expect((await csvOf(`q=${token}&kind=demo`)).split("\r\n")).toHaveLength(1 + 10 + 1);
      });

      it("exports in the list's order", async () => {
        const token = marker();
        const base = Date.now() - 60_000;
        const ids = await seed([
          { name: token, createdAt: new Date(base), status: "spam" },
          { name: token, createdAt: new Date(base + 1000) },
          { name: token, createdAt: new Date(base + 2000), status: "won" },
        ]);
        const order = async (sort: string) =>
          (await csvOf(`q=${token}&sort=${sort}`))
            .split("\r\n")
            .slice(1, -1)
            .map((line) => line.slice(1, 37));
        expect(await order("received_asc")).toEqual(ids);
        expect(await order("status_asc")).toEqual([ids[1], ids[2], ids[0]]);
        expect(await order("status_desc")).toEqual([ids[0], ids[2], ids[1]]);
      });

      it("gives a demo call's outcome and summary, and empty call cells to other inquiries", async () => {
        const token = marker();
        const [demo] = await seed([
          { name: `${token} demo`, kind: "demo", email: null, phone: "+15125550134" },
          { name: `${token} contact`, createdAt: new Date(Date.now() - 60_000) },
        ]);
        await database.db.insert(demoCalls).values({
          id: randomUUID(),
          inquiryId: String(demo),
          phone: "+15125550134",
          industry: "health",
          consentVersion: "v1",
          ipHash: "h",
          createdAt: new Date(),
          status: "ended",
          endedReason: "customer-ended-call",
          durationSeconds: 95,
          summary: "=1+1 Asked about Saturday hours",
        });
        const [, demoLine, contactLine] = (await csvOf(`q=${token}`)).split(
          /\r\n(?="[0-9a-f]{8}-)/,
        );
        expect(demoLine).toMatch(
          /,"health","ended","customer-ended-call","95","'=1\+1 Asked about Saturday hours"(\r\n)?$/,
        );
        expect(contactLine).toMatch(/,"","","","",""(\r\n)?$/);
      });

      it("refuses bad filters and paging parameters with 422", async () => {
        for (const query of ["kind=x", "limit=10", "to=tomorrow", "sort=name"]) {
          expect((await api.get(`/v1/inquiries.csv?${query}`)).status).toBe(422);
        }
      });

      it("defuses cells a spreadsheet would run as formulas and quotes every cell", async () => {
        const token = marker();
        const [id] = await seed([
          {
            name: `=HYPERLINK("http://x","${token}")`,
            email: "@evil.com",
            phone: "+1 555",
            company: "-2+3",
            message: '\tTabbed, "quoted"\nnext line',
            sourcePage: "\rcr",
            updatedBy: "Eve;=2+5",
          },
        ]);
        const [, row] = (await csvOf(`q=${token}`)).split(/\r\n(?="[0-9a-f]{8}-)/);
        expect(row).toContain(`${String(id)}",`);
        expect(row).toContain(`"'=HYPERLINK(""http://x"",""${token}"")"`);
        expect(row).toContain(`,"'@evil.com",`);
        expect(row).toContain(`,"'+1 555",`);
        expect(row).toContain(`,"'-2+3",`);
        expect(row).toContain(`"'\tTabbed, ""quoted""\nnext line"`);
        expect(row).toContain(`"'\rcr"`);
        expect(row).toContain(`,"Eve;'=2+5",`);
      });

      it("writes a stored phone number as it is, without the guard's apostrophe", async () => {
        const token = marker();
        await seed([{ name: token, phone: "+15125550001" }]);
        const [, row] = (await csvOf(`q=${token}`)).split(/\r\n(?="[0-9a-f]{8}-)/);
        expect(row).toContain(`,"+15125550001",`);
        expect(row).not.toContain("'+1512");
      });
    });
  });
}
