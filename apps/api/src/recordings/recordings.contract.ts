// The demo-call recordings (their signed links checked against a staff directory the tests
// change), the outcome filter and the same person's earlier inquiries, run against each database
// (see recordings.*.test.ts).
import type {
  EarlierInquiries,
  InquiryPage,
  InquiryRecord,
  RecordingLink,
} from "@novaline/inquiry";
import { createHmac, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recordingAnswer, recordingWav } from "../../../../tooling/stand-in-recording.ts";
import type { StaffAccess, StaffDirectory } from "../auth/staff-directory.js";
import type { DatabaseHandle } from "../db/client.js";
import { demoCalls, inquiries } from "../db/schema.js";
import { createDemoCallRepository } from "../demo-calls/repository.js";
import {
  ADMIN_2_TOKEN,
  ADMIN_TOKEN,
  marker,
  STAFF,
  STAFF_2,
  testApp,
  testDemoCallSettings,
  testStaff,
  type TestApp,
} from "../test/harness.js";
import { RECORDING_LINK_TTL_MS, recordingLinks } from "./recording-links.js";

const VAPI_KEY = "test-vapi-key";
const FILE = recordingWav(["agent", "visitor", "agent"]);

/** A stand-in for Vapi's storage: the stand-in's answers, with the key required. */
async function startStorage(): Promise<{ origin: string; hits: string[]; server: Server }> {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.push(path);
    if (request.headers.authorization !== `Bearer ${VAPI_KEY}`) {
      response.writeHead(401).end();
      return;
    }
    if (path.startsWith("/gone/")) {
      response.writeHead(404).end();
      return;
    }
    if (path.startsWith("/elsewhere/")) {
      response.writeHead(302, { location: "http://127.0.0.2:9/stolen.wav" }).end();
      return;
    }
    // A storage that ignores ranges: the API cuts the range itself.
    const answer = recordingAnswer(
      FILE,
      path.startsWith("/whole/") ? undefined : request.headers.range,
    );
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${String(port)}`, hits, server };
}

/**
 * The harness's two staff members as a directory the tests change, as an admin would change the
 * accounts in Firebase: `accounts` is what `access` answers now (a member taken out is no longer
 * staff), `failure` makes it throw (Firebase unreachable), `reads` counts its reads.
 */
function changingStaff() {
  const accounts = new Map<string, StaffAccess>();
  const state = { failure: undefined as Error | undefined, reads: 0 };
  const directory: StaffDirectory = {
    list: () => Promise.resolve([...accounts.values()].map((account) => account.member)),
    find: (uid) => Promise.resolve(accounts.get(uid)?.member),
    access: (uid) => {
      state.reads += 1;
      return state.failure ? Promise.reject(state.failure) : Promise.resolve(accounts.get(uid));
    },
  };
  return {
    directory,
    accounts,
    state,
    async reset() {
      accounts.clear();
      for (const member of await testStaff.list()) {
        accounts.set(member.uid, { member, tokensValidAfter: undefined });
      }
      state.failure = undefined;
    },
  };
}

export function describeRecordingsContract(
  driver: string,
  open: () => Promise<DatabaseHandle>,
): void {
  describe(`demo-call recordings, outcomes and earlier inquiries on ${driver}`, () => {
    let database: DatabaseHandle;
    let api: TestApp;
    let storage: Awaited<ReturnType<typeof startStorage>>;
    let stranger: Awaited<ReturnType<typeof startStorage>>;
    const staff = changingStaff();

    beforeAll(async () => {
      database = await open();
      storage = await startStorage();
      stranger = await startStorage();
      await staff.reset();
      const config: Parameters<typeof testApp>[1] = {
        recordingOrigins: [storage.origin],
        demoCalls: {
          ...testDemoCallSettings,
          vapi: {
            baseUrl: "http://127.0.0.1:9",
            privateKey: VAPI_KEY,
            phoneNumberId: "p",
            assistantId: "a",
            webhookSecret: "s",
          },
        },
      };
      api = testApp(database, config, { staff: staff.directory });
    });
    afterEach(() => staff.reset());
    afterAll(async () => {
      storage.server.close();
      stranger.server.close();
      await database.close();
    });

    /** A demo request with its call, as Vapi's report left it; the inquiry's id. */
    async function seedCall(
      call: Partial<typeof demoCalls.$inferInsert> = {},
      inquiry: Partial<typeof inquiries.$inferInsert> = {},
    ): Promise<string> {
      const id = randomUUID();
      const createdAt = inquiry.createdAt ?? new Date();
      await database.db.insert(inquiries).values({
        id,
        kind: "demo",
        name: "Jane",
        phone: `+1512555${String(Math.floor(Math.random() * 9000) + 1000)}`,
        message: marker(),
        createdAt,
        ...inquiry,
      });
      await database.db.insert(demoCalls).values({
        id: randomUUID(),
        inquiryId: id,
        phone: "+15125550100",
        industry: "health",
        consentVersion: "v1",
        ipHash: "ip",
        createdAt,
        status: "ended",
        placement: "done",
        endedReason: "customer-ended-call",
        transcript: "AI: Hello\nUser: Hi",
        transcriptLines: [
          { speaker: "agent", text: "Hello", start: 0, end: 1.6 },
          { speaker: "visitor", text: "Hi", start: 2, end: 3.6 },
        ],
        recordingUrl: `${storage.origin}/recordings/${id}.wav`,
        ...call,
      });
      return id;
    }

    const post = (path: string, authorization = ADMIN_TOKEN) =>
      Promise.resolve(
        api.app.request(path, {
          method: "POST",
          headers: authorization ? { authorization } : {},
        }),
      );
    async function linkOf(id: string, authorization = ADMIN_TOKEN): Promise<RecordingLink> {
      const response = await post(`/v1/inquiries/${id}/recording-link`, authorization);
      expect(response.status).toBe(200);
      return (await response.json()) as RecordingLink;
    }
    const play = (url: string, headers: Record<string, string> = {}) =>
      Promise.resolve(api.app.request(url, { headers }));
    const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
    const codeOf = async (response: Response) =>
      ((await response.json()) as { error: { code: string; message: string } }).error;

    it("asks for the admin's token: for a link, and for the recording without a signed link", async () => {
      const id = await seedCall();
      expect((await post(`/v1/inquiries/${id}/recording-link`, "")).status).toBe(401);
      expect((await post(`/v1/inquiries/${id}/recording-link`, "Bearer user-token")).status).toBe(
        403,
      );
      expect((await play(`/v1/inquiries/${id}/recording`)).status).toBe(401);
      // With the token itself, it plays too (a client that can send it).
      const direct = await play(`/v1/inquiries/${id}/recording`, { authorization: ADMIN_TOKEN });
      expect(direct.status).toBe(200);
      expect(await bytes(direct)).toEqual(FILE);
    });

    it("signs a short-lived link for the admin who asked that plays the whole recording, private and never cached", async () => {
      const id = await seedCall();
      const link = await linkOf(id);
      expect(link.url).toMatch(
        new RegExp(
          `^/v1/inquiries/${id}/recording\\?expires=\\d+&by=${STAFF.uid}&signature=[\\w-]+$`,
        ),
      );
      expect((await linkOf(id, ADMIN_2_TOKEN)).url).toContain(`&by=${STAFF_2.uid}&`);
      const expiresIn = Date.parse(link.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(5 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
      const response = await play(link.url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("audio/wav");
      expect(response.headers.get("accept-ranges")).toBe("bytes");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("content-length")).toBe(String(FILE.length));
      expect(await bytes(response)).toEqual(FILE);
    });

    it("answers a range with 206 and Content-Range, whether Vapi serves ranges or only the whole file", async () => {
      const id = await seedCall();
      const whole = await seedCall({ recordingUrl: `${storage.origin}/whole/${randomUUID()}.wav` });
      for (const inquiry of [id, whole]) {
        const link = await linkOf(inquiry);
        const response = await play(link.url, { range: "bytes=100-1099" });
        expect(response.status).toBe(206);
        expect(response.headers.get("content-range")).toBe(`bytes 100-1099/${String(FILE.length)}`);
        expect(response.headers.get("content-length")).toBe("1000");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(await bytes(response)).toEqual(FILE.subarray(100, 1100));
        const tail = await play(link.url, { range: "bytes=-44" });
        expect(tail.status).toBe(206);
        expect(await bytes(tail)).toEqual(FILE.subarray(FILE.length - 44));
      }
    });

    it("answers 416 with the length for a range past the end", async () => {
      for (const path of ["recordings", "whole"]) {
        const id = await seedCall({
          recordingUrl: `${storage.origin}/${path}/${randomUUID()}.wav`,
        });
        const link = await linkOf(id);
        const response = await play(link.url, { range: `bytes=${String(FILE.length)}-` });
        expect(response.status).toBe(416);
        expect(response.headers.get("content-range")).toBe(`bytes */${String(FILE.length)}`);
        expect((await codeOf(response)).code).toBe("range-not-satisfiable");
      }
    });

    it("refuses a link that is altered, expired, made for another inquiry or another admin, or of the first kind", async () => {
      const id = await seedCall();
      const other = await seedCall();
      const link = await linkOf(id);
      const altered = link.url.replace(/signature=(.)/, (_, c: string) =>
        c === "A" ? "signature=B" : "signature=A",
      );
      const borrowed = link.url.replace(id, other);
      // Somebody else's name on a link: staff-2 is staff too, but the link was not signed so.
      const renamed = link.url.replace(`by=${STAFF.uid}`, `by=${STAFF_2.uid}`);
      const anonymous = link.url.replace(`by=${STAFF.uid}&`, "");
      const old = recordingLinks("test-ip-hash", () => Date.now() - 16 * 60_000).sign(
        id,
        STAFF.uid,
      );
      // A link as the first version signed them (no holder, the v1 key): no longer valid.
      const expires = Math.floor((Date.now() + RECORDING_LINK_TTL_MS) / 1000);
      const v1Key = createHmac("sha256", "test-ip-hash")
        .update("novaline recording link key v1")
        .digest();
      const v1Signature = createHmac("sha256", v1Key)
        .update(`${id}.${String(expires)}`)
        .digest("base64url");
      // Given a holder, so that it is the key that refuses it, not a missing field.
      const v1 = `/v1/inquiries/${id}/recording?expires=${String(expires)}&by=${STAFF.uid}&signature=${v1Signature}`;
      // Nor does an invalid link learn whether an inquiry exists: the same answer for none.
      const nowhere = link.url.replace(id, randomUUID());
      const reads = staff.state.reads;
      for (const url of [
        altered,
        borrowed,
        renamed,
        anonymous,
        `/v1/inquiries/${id}/recording?${old.query}`,
        v1,
        nowhere,
      ]) {
        const response = await play(url);
        expect(response.status).toBe(403);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect((await codeOf(response)).code).toBe("recording-link-invalid");
      }
      // Refused on their face: Firebase is not asked about a link the API did not sign.
      expect(staff.state.reads).toBe(reads);
    });

    /** Expects the refusal of a link whose holder lost access since it was issued. */
    async function expectRevoked(response: Response) {
      expect(response.status).toBe(403);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const error = await codeOf(response);
      expect(error.code).toBe("recording-link-revoked");
      expect(error.message).toMatch(/sign in again/i);
      expect(error.message).toMatch(/ask an admin/i);
    }

    it("asks the directory on every request, ranges included: a link stops as soon as its holder is no longer staff, and only theirs", async () => {
      const id = await seedCall();
      const mine = await linkOf(id);
      const theirs = await linkOf(id, ADMIN_2_TOKEN);
      const reads = staff.state.reads;
      expect((await play(mine.url, { range: "bytes=0-99" })).status).toBe(206);
      expect((await play(theirs.url, { range: "bytes=100-199" })).status).toBe(206);
      expect(staff.state.reads).toBe(reads + 2);

      // staff-2's claim removed, account disabled, deleted or e-mail unverified: whichever, the
      // directory no longer has them as staff (staff-directory.test.ts reads each from Firebase).
      staff.accounts.delete(STAFF_2.uid);
      await expectRevoked(await play(theirs.url, { range: "bytes=200-299" }));
      await expectRevoked(await play(theirs.url));
      // staff-1's link to the same recording plays on.
      const still = await play(mine.url, { range: "bytes=200-299" });
      expect(still.status).toBe(206);
      expect(await bytes(still)).toEqual(FILE.subarray(200, 300));
      expect(staff.state.reads).toBe(reads + 5);
    });

    it("stops the links issued before the holder's sessions were ended (refresh tokens revoked), not those issued after", async () => {
      const id = await seedCall();
      // Issued a minute ago, 14 minutes left to play.
      const earlier = recordingLinks("test-ip-hash", () => Date.now() - 60_000).sign(id, STAFF.uid);
      const earlierUrl = `/v1/inquiries/${id}/recording?${earlier.query}`;
      expect((await play(earlierUrl)).status).toBe(200);
      const other = await linkOf(id, ADMIN_2_TOKEN);
      const member = staff.accounts.get(STAFF.uid);
      if (!member) throw new Error("staff-1 is in the directory");

      // Signed out everywhere half a minute ago (Firebase keeps whole seconds).
      const ended = new Date(Math.floor((Date.now() - 30_000) / 1000) * 1000);
      staff.accounts.set(STAFF.uid, { ...member, tokensValidAfter: ended });
      await expectRevoked(await play(earlierUrl, { range: "bytes=0-99" }));
      // A link asked for since (after signing in again) plays; another member's too.
      const fresh = await linkOf(id);
      expect((await play(fresh.url, { range: "bytes=0-99" })).status).toBe(206);
      expect((await play(other.url)).status).toBe(200);

      // Signed out everywhere once more, a second after that link was issued: it stops too.
      const issued = Date.parse(fresh.expiresAt) - RECORDING_LINK_TTL_MS;
      staff.accounts.set(STAFF.uid, { ...member, tokensValidAfter: new Date(issued + 1000) });
      await expectRevoked(await play(fresh.url));
      expect((await play(other.url)).status).toBe(200);
    });

    it("answers 500, not a refusal, when the directory cannot be read", async () => {
      const id = await seedCall();
      const link = await linkOf(id);
      staff.state.failure = new Error("Firebase Auth unreachable");
      const response = await play(link.url);
      expect(response.status).toBe(500);
      expect((await codeOf(response)).code).toBe("internal");
      staff.state.failure = undefined;
      expect((await play(link.url)).status).toBe(200);
    });

    it("fetches only from the allowed origins: never another host, nor a redirect to one", async () => {
      const away = await seedCall({ recordingUrl: `${stranger.origin}/recordings/x.wav` });
      const metadata = await seedCall({ recordingUrl: "http://169.254.169.254/latest/meta-data" });
      const redirected = await seedCall({
        recordingUrl: `${storage.origin}/elsewhere/${randomUUID()}.wav`,
      });
      for (const id of [away, metadata, redirected]) {
        const response = await play(`/v1/inquiries/${id}/recording`, {
          authorization: ADMIN_TOKEN,
        });
        expect(response.status).toBe(502);
        expect((await codeOf(response)).code).toBe("recording-unavailable");
      }
      expect(stranger.hits).toEqual([]);
    });

    it("never shows a browser where Vapi keeps a recording: not in the detail, the list, the link nor an error", async () => {
      const id = await seedCall();
      const texts = [
        await (await api.get(`/v1/inquiries/${id}`)).text(),
        await (await api.get(`/v1/inquiries?kind=demo&limit=100`)).text(),
        await (await post(`/v1/inquiries/${id}/recording-link`)).text(),
        await (await api.get(`/v1/inquiries.csv?kind=demo`)).text(),
      ];
      for (const text of texts) {
        expect(text).not.toContain(storage.origin);
        expect(text).not.toContain("/recordings/");
      }
      const detail = JSON.parse(texts[0] ?? "{}") as InquiryRecord;
      expect(detail.call).toMatchObject({
        hasRecording: true,
        transcriptLines: [
          { speaker: "agent", text: "Hello", start: 0, end: 1.6 },
          { speaker: "visitor", text: "Hi", start: 2, end: 3.6 },
        ],
      });
      expect(detail.call).not.toHaveProperty("recordingUrl");
    });

    it("is gone with the call: after the retention sweep the link and the recording answer 404, and a recording Vapi deleted 410", async () => {
      const old = new Date(Date.now() - 31 * 86_400_000);
      const id = await seedCall({}, { createdAt: old });
      const link = await linkOf(id);
      expect((await play(link.url)).status).toBe(200);
      // The sweep's own step (the Vapi side is purge-expired.test.ts's).
      await createDemoCallRepository(database.db).purgeExpired(
        new Date(Date.now() - 30 * 86_400_000),
      );
      const after = await play(link.url);
      expect(after.status).toBe(404);
      expect((await codeOf(after)).message).toMatch(/retention period/);
      const again = await post(`/v1/inquiries/${id}/recording-link`);
      expect(again.status).toBe(404);

      const gone = await seedCall({ recordingUrl: `${storage.origin}/gone/${randomUUID()}.wav` });
      const response = await play((await linkOf(gone)).url);
      expect(response.status).toBe(410);
      expect((await codeOf(response)).code).toBe("recording-gone");

      const none = await seedCall({
        recordingUrl: null,
        status: "failed",
        endedReason: "customer-busy",
      });
      expect((await post(`/v1/inquiries/${none}/recording-link`)).status).toBe(404);
    });

    describe("the outcome filter", () => {
      it("lists the demo requests whose call turned out so, and refuses an unknown outcome", async () => {
        const tag = marker();
        const seeded = {
          connected: await seedCall({}, { message: tag }),
          busy: await seedCall(
            { status: "failed", endedReason: "customer-busy" },
            { message: tag },
          ),
          "no-answer": await seedCall(
            { status: "failed", endedReason: "customer-did-not-answer" },
            { message: tag },
          ),
          voicemail: await seedCall(
            { status: "failed", endedReason: "voicemail" },
            { message: tag },
          ),
          refused: await seedCall(
            { status: "failed", endedReason: "do-not-call" },
            { message: tag },
          ),
          limit: await seedCall(
            { status: "failed", endedReason: "number-limit" },
            { message: tag },
          ),
          failed: await seedCall(
            { status: "failed", endedReason: "pipeline-error-openai-llm-failed" },
            { message: tag },
          ),
          unconfirmed: await seedCall(
            { status: "failed", endedReason: "not-confirmed" },
            { message: tag },
          ),
          ringing: await seedCall({ status: "ringing", endedReason: null }, { message: tag }),
        };
        const listed = async (outcome: string) => {
          const response = await api.get(`/v1/inquiries?q=${tag}&outcome=${outcome}`);
          expect(response.status).toBe(200);
          const page = (await response.json()) as InquiryPage;
          expect(page.total).toBe(page.items.length);
          return page.items.map((item) => item.id).sort();
        };
        expect(await listed("connected")).toEqual([seeded.connected]);
        expect(await listed("busy")).toEqual([seeded.busy]);
        expect(await listed("no-answer")).toEqual([seeded["no-answer"], seeded.voicemail].sort());
        expect(await listed("refused")).toEqual([seeded.refused, seeded.limit].sort());
        expect(await listed("failed")).toEqual([seeded.failed, seeded.unconfirmed].sort());
        // The CSV export takes the same filter.
        const csv = await (await api.get(`/v1/inquiries.csv?q=${tag}&outcome=busy`)).text();
        expect(csv.trim().split("\n")).toHaveLength(2);

        const wrong = await api.get(`/v1/inquiries?outcome=answered`);
        expect(wrong.status).toBe(422);
        expect(await wrong.json()).toMatchObject({
          error: {
            fields: { outcome: "Choose one of: connected, busy, no-answer, failed, refused" },
          },
        });
      });
    });

    describe("earlier inquiries", () => {
      async function seedInquiry(values: Partial<typeof inquiries.$inferInsert>) {
        const id = randomUUID();
        await database.db.insert(inquiries).values({
          id,
          kind: "contact",
          name: "Jane",
          message: "m",
          createdAt: new Date(),
          ...values,
        });
        return id;
      }

      it("counts the same person's earlier inquiries (e-mail case aside, or phone) and lists the newest, admin only", async () => {
        const email = `${marker()}@clinic.com`;
        const phone = `+1737555${String(Math.floor(Math.random() * 9000) + 1000)}`;
        const day = (n: number) => new Date(Date.now() - n * 86_400_000);
        const first = await seedInquiry({ email, createdAt: day(5) });
        const byPhone = await seedInquiry({ email: null, kind: "demo", phone, createdAt: day(4) });
        const second = await seedInquiry({ email: email.toUpperCase(), createdAt: day(3) });
        await seedInquiry({ email: `other-${email}`, createdAt: day(2) });
        const latest = await seedInquiry({ email, phone, createdAt: day(1) });
        await seedInquiry({ email, createdAt: day(0) });

        const response = await api.get(`/v1/inquiries/${latest}/earlier`);
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const earlier = (await response.json()) as EarlierInquiries;
        expect(earlier.count).toBe(3);
        expect(earlier.items.map((item) => item.id)).toEqual([second, byPhone, first]);
        expect(earlier.items[1]).toMatchObject({ kind: "demo", status: "new" });

        expect(
          ((await (await api.get(`/v1/inquiries/${first}/earlier`)).json()) as EarlierInquiries)
            .count,
        ).toBe(0);
        expect((await api.get(`/v1/inquiries/${randomUUID()}/earlier`)).status).toBe(404);
        expect((await api.get(`/v1/inquiries/${latest}/earlier`, {})).status).toBe(401);
      });
    });
  });
}
