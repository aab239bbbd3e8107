import { getIndustry } from "@novaline/content";
import type { DemoCallRequest, DemoCallStatus, TranscriptLine } from "@novaline/inquiry";
import {
  and,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  min,
  notInArray,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { DemoCallSettings } from "../config.js";
import type { Database } from "../db/client.js";
import { demoCallConsents, demoCallRequests, demoCalls, type DemoCallRow } from "../db/schema.js";
import type { ClientBlockLevel } from "../http/client-ip.js";
import { isListedHash } from "../do-not-call/repository.js";
import {
  deleteInquiriesIn,
  inquiryNames,
  insertCallRequestInquiry,
} from "../inquiries/inquiry-rows.js";
import { advanceStatus, isFinal } from "./call-status.js";
import { countryOfNumber } from "./number-policy.js";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Any number that no other use of advisory locks in this database picks (migrations: 727001). */
const ADMISSION_LOCK = 727_002;

/** How many demo calls are allowed; see `DemoCallSettings`. 0 turns a limit off. */
export type DemoCallLimits = Pick<
  DemoCallSettings,
  "perDay" | "perMinute" | "perCountryPerDay" | "perNumberPerDay"
>;

/** How many requests one client's blocks may make; see `DemoCallSettings`. 0 is off. */
export type DemoCallRequestLimits = Pick<
  DemoCallSettings,
  "perIpPerHour" | "per56PerHour" | "per48PerHour" | "perDay" | "perMinute"
>;

/**
 * The error code of each limit a requester is told about: each depends on who asks (their
 * blocks) or on everyone's calls, never on whether one number is listed or was called today.
 */
export type DemoCallLimitCode =
  "demo-call-ip-limit" | "demo-calls-minute-cap" | "demo-call-country-cap" | "demo-calls-daily-cap";

/** A call a placement worker holds: only the holder of `placementClaim` may record the outcome. */
export type ClaimedPlacement = DemoCallRow & { placementClaim: string; firstName: string };

/** Why a demo call was refused: the limit's error code and the seconds until it allows one. */
export interface DemoCallRefusal {
  readonly code: DemoCallLimitCode;
  readonly retryAfterSeconds: number;
}

/** What one of Vapi's server messages says about a call; each part is optional. */
export interface VapiCallEvent {
  readonly status?: DemoCallStatus | undefined;
  readonly endedReason?: string | undefined;
  readonly durationSeconds?: number | undefined;
  readonly summary?: string | undefined;
  readonly transcript?: string | undefined;
  /** The transcript's lines with their times in the recording. */
  readonly transcriptLines?: TranscriptLine[] | undefined;
  readonly recordingUrl?: string | undefined;
}

/** One block a request's client is counted in (see `clientBlocks`), by its keyed hash. */
export interface RequestBlock {
  readonly level: ClientBlockLevel;
  readonly hash: string;
}

export interface CountedRequest {
  /** The client's blocks, narrowest first. */
  readonly blocks: readonly RequestBlock[];
  /** @defaultValue new Date() */
  readonly now?: Date;
}

export interface AdmitRequest {
  readonly request: DemoCallRequest;
  readonly ipHash: string;
  /** The number's keyed hash: its do-not-call entry and its consent record. */
  readonly numberHash: string;
  readonly consentVersion: string;
  readonly sourcePage?: string | undefined;
  /** The browser that asked (kept, shortened, in the consent record). */
  readonly userAgent?: string | undefined;
  /**
   * When a call that will not be placed reads `failed` on the visitor's page, in ms after `now`.
   * @defaultValue 0
   */
  readonly suppressedFailureDelayMs?: number;
  /** @defaultValue new Date() */
  readonly now?: Date;
}

/** What `admit` did: stored a call (to place, or never to be placed), or refused by a cap. */
export type AdmitResult = { ok: true; call: DemoCallRow } | { ok: false; refusal: DemoCallRefusal };

const secondsUntil = (time: number, now: Date) =>
  Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/** How long a counted request is kept: the longest window that counts it, with room to spare. */
const REQUEST_RETENTION_MS = DAY_MS;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The first of `checks` whose window already holds its limit of calls: the refusal, with when
 * the oldest call counted leaves the window. Each window slides (a calendar day would free the
 * whole budget for everyone at one moment). An explicit `now` counts nothing stored after it.
 */
async function firstFullWindow(
  tx: Transaction,
  now: Date,
  explicitNow: boolean,
  checks: readonly (readonly [DemoCallLimitCode, number, SQL | undefined, number])[],
): Promise<DemoCallRefusal | undefined> {
  for (const [code, limit, where, windowMs] of checks) {
    if (limit === 0) continue;
    const [row] = await tx
      .select({ calls: count(), oldest: min(demoCalls.createdAt) })
      .from(demoCalls)
      .where(
        and(
          where,
          gt(demoCalls.createdAt, new Date(now.getTime() - windowMs)),
          explicitNow ? lte(demoCalls.createdAt, now) : undefined,
        ),
      );
    if ((row?.calls ?? 0) >= limit) {
      const retryAt = (row?.oldest ?? now).getTime() + windowMs;
      return { code, retryAfterSeconds: secondsUntil(retryAt, now) };
    }
  }
  return undefined;
}

/** The caps on everyone's calls, which no single number or requester decides. */
const globalCaps = (limits: Pick<DemoCallLimits, "perMinute" | "perDay">) =>
  [
    ["demo-calls-minute-cap", limits.perMinute, undefined, MINUTE_MS],
    ["demo-calls-daily-cap", limits.perDay, undefined, DAY_MS],
  ] as const;

/** The demo calls, and the inquiry each one is stored as. */
export function createDemoCallRepository(db: Database) {
  return {
    /**
     * Counts a request that passed the bot check against each of its client's blocks, then
     * checks the per-block limits (requests in the last hour, this one included) and the caps
     * on everyone's calls, under the admission lock. Whatever the answer, the request stays
     * counted: a refused, mistyped or never-placed request costs allowance like any other, so
     * probing numbers is as dear as calling them.
     */
    async countRequest(
      counted: CountedRequest,
      limits: DemoCallRequestLimits,
    ): Promise<{ ok: true } | { ok: false; refusal: DemoCallRefusal }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`);
        const now = counted.now ?? new Date();
        const explicitNow = counted.now !== undefined;
        await tx
          .delete(demoCallRequests)
          .where(lt(demoCallRequests.createdAt, new Date(now.getTime() - REQUEST_RETENTION_MS)));
        if (counted.blocks.length > 0) {
          await tx.insert(demoCallRequests).values(
            counted.blocks.map((block) => ({
              id: randomUUID(),
              blockHash: block.hash,
              createdAt: now,
            })),
          );
        }
        const limitOf: Record<ClientBlockLevel, number> = {
          address: limits.perIpPerHour,
          "/64": limits.perIpPerHour,
          "/56": limits.per56PerHour,
          "/48": limits.per48PerHour,
        };
        for (const block of counted.blocks) {
          const limit = limitOf[block.level];
          if (limit === 0) continue;
          const inWindow = and(
            eq(demoCallRequests.blockHash, block.hash),
            gt(demoCallRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
            explicitNow ? lte(demoCallRequests.createdAt, now) : undefined,
          );
          const [row] = await tx
            .select({ requests: count() })
            .from(demoCallRequests)
            .where(inWindow);
          const requests = row?.requests ?? 0;
          if (requests <= limit) continue;
          // Allowed again once so many of the requests counted (this one too) have left the hour
          // that fewer than `limit` remain, if no other comes meanwhile.
          const [freeing] = await tx
            .select({ createdAt: demoCallRequests.createdAt })
            .from(demoCallRequests)
            .where(inWindow)
            .orderBy(demoCallRequests.createdAt)
            .offset(requests - limit)
            .limit(1);
          const retryAt = (freeing?.createdAt ?? now).getTime() + HOUR_MS;
          return {
            ok: false as const,
            refusal: {
              code: "demo-call-ip-limit" as const,
              retryAfterSeconds: secondsUntil(retryAt, now),
            },
          };
        }
        const refusal = await firstFullWindow(tx, now, explicitNow, globalCaps(limits));
        return refusal ? { ok: false as const, refusal } : { ok: true as const };
      });
    },

    /**
     * Stores a demo call and its inquiry (kind `demo`, the first name as its name, the number as
     * its phone) when the caps on everyone's calls allow it, in one transaction that holds an
     * advisory lock, so requests arriving together on several API instances are counted one
     * after another. A number on the do-not-call list, or already called as often as a day
     * allows, is stored the same way, as a call that will never be placed (`suppressed`, `failed`
     * at once for staff, `failed` for the visitor only from `now + suppressedFailureDelayMs`):
     * the requester cannot tell it from a call placed. A refused request stores nothing.
     */
    async admit(admission: AdmitRequest, limits: DemoCallLimits): Promise<AdmitResult> {
      const { request, ipHash, numberHash, consentVersion } = admission;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`);
        // The time is read once the lock is held, so every call admitted before is counted: read
        // before it, a request that waited would not see the calls stored while it waited.
        const now = admission.now ?? new Date();
        const explicitNow = admission.now !== undefined;
        const country = countryOfNumber(request.phone);
        // A never-placed call counts here like any other: were it left out, a cap reached one
        // call later would tell a prober that the number was listed.
        const refusal = await firstFullWindow(tx, now, explicitNow, [
          ...globalCaps(limits),
          [
            "demo-call-country-cap",
            limits.perCountryPerDay,
            eq(demoCalls.country, country),
            DAY_MS,
          ],
        ]);
        if (refusal) return { ok: false as const, refusal };

        // Both are always asked, whatever the first says, so every request does the same work.
        const listed = await isListedHash(tx, numberHash);
        const [placedToday] = await tx
          .select({ calls: count() })
          .from(demoCalls)
          .where(
            and(
              // Only the calls placed: a request that was not counts against nobody's number.
              eq(demoCalls.phone, request.phone),
              isNull(demoCalls.suppressed),
              gt(demoCalls.createdAt, new Date(now.getTime() - DAY_MS)),
              explicitNow ? lte(demoCalls.createdAt, now) : undefined,
            ),
          );
        const calledToday =
          limits.perNumberPerDay !== 0 && (placedToday?.calls ?? 0) >= limits.perNumberPerDay;
        const suppressed = listed ? "do-not-call" : calledToday ? "number-limit" : null;

        const inquiryId = randomUUID();
        await insertCallRequestInquiry(tx, {
          id: inquiryId,
          firstName: request.firstName,
          phone: request.phone,
          message: `Asked for a demo call now, for a business in ${getIndustry(request.industry).label}.`,
          sourcePage: admission.sourcePage ?? null,
          createdAt: now,
        });
        const [call] = await tx
          .insert(demoCalls)
          .values({
            id: randomUUID(),
            inquiryId,
            phone: request.phone,
            country,
            industry: request.industry,
            consentVersion,
            ipHash,
            createdAt: now,
            ...(suppressed === null
              ? {}
              : {
                  suppressed,
                  status: "failed" as const,
                  endedReason: suppressed,
                  placement: "done" as const,
                  updatedAt: now,
                  publicFailureAt: new Date(
                    now.getTime() + (admission.suppressedFailureDelayMs ?? 0),
                  ),
                }),
          })
          .returning();
        if (!call) throw new Error("The demo call was not stored");
        // The consent record outlives the call (five years, the transcript thirty days).
        await tx.insert(demoCallConsents).values({
          id: randomUUID(),
          numberHash,
          consentVersion,
          sourcePage: admission.sourcePage ?? null,
          userAgent: admission.userAgent?.slice(0, 300) ?? null,
          ipHash,
          demoCallId: call.id,
          createdAt: now,
        });
        return { ok: true as const, call };
      });
    },

    /**
     * Claims up to `limit` calls to place: due ones, and ones whose worker's lease ran out (it
     * died mid-placement; the new holder looks the call up at Vapi before placing it, as
     * `placementPostedAt` says). Each is given to exactly one caller, its try (a lookup or a POST)
     * counted up front, with the visitor's first name.
     */
    async claimPlacements(limit: number, leaseMs: number): Promise<ClaimedPlacement[]> {
      const due = db
        .select({ id: demoCalls.id })
        .from(demoCalls)
        .where(
          or(
            and(eq(demoCalls.placement, "pending"), lte(demoCalls.placementDueAt, sql`now()`)),
            and(
              eq(demoCalls.placement, "placing"),
              lte(demoCalls.placementLockedUntil, sql`now()`),
            ),
          ),
        )
        .orderBy(demoCalls.placementDueAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      const claim = randomUUID();
      const rows = await db
        .update(demoCalls)
        .set({
          placement: "placing",
          placementClaim: claim,
          placementAttempts: sql`${demoCalls.placementAttempts} + 1`,
          placementLockedUntil: sql`now() + ${`${String(leaseMs)} milliseconds`}::interval`,
        })
        .where(inArray(demoCalls.id, due))
        .returning();
      if (rows.length === 0) return [];
      const names = await inquiryNames(
        db,
        rows.map((row) => row.inquiryId),
      );
      return rows.map((row) => ({
        ...row,
        placementClaim: claim,
        firstName: names.find((name) => name.id === row.inquiryId)?.name ?? "",
      }));
    },

    /** Vapi has the call: its id is stored and the placement done. `false`: the claim was lost. */
    async completePlacement(call: ClaimedPlacement, vapiCallId: string): Promise<boolean> {
      const rows = await db
        .update(demoCalls)
        .set({
          vapiCallId,
          placement: "done",
          placementClaim: null,
          placementLockedUntil: null,
          updatedAt: new Date(),
        })
        .where(and(eq(demoCalls.id, call.id), eq(demoCalls.placementClaim, call.placementClaim)))
        .returning({ id: demoCalls.id });
      return rows.length > 0;
    },

    /**
     * The gate before each `POST /call`: records that a POST is being sent, in the one statement
     * that checks the claim is still held, the call was not given up and its give-up deadline has
     * not passed, and no earlier
     * POST may still create a call (none, or its creation window is over). Its time, or
     * `undefined` when the call must not be posted (a worker with an old claim, a call given up
     * or too late, a POST within the window).
     */
    async beginPost(
      call: ClaimedPlacement,
      timings: { giveUpAfterMs: number; creationWindowMs: number },
    ): Promise<Date | undefined> {
      const interval = (ms: number) => sql`${`${String(ms)} milliseconds`}::interval`;
      const [row] = await db
        .update(demoCalls)
        .set({ placementPostedAt: sql`now()` })
        .where(
          and(
            eq(demoCalls.id, call.id),
            eq(demoCalls.placement, "placing"),
            eq(demoCalls.placementClaim, call.placementClaim),
            // Not given up (nor over): a failed call is only ever looked up.
            eq(demoCalls.status, "queued"),
            // Not already named by Vapi's own messages (the inbox records its id by ours).
            isNull(demoCalls.vapiCallId),
            gt(demoCalls.createdAt, sql`now() - ${interval(timings.giveUpAfterMs)}`),
            or(
              isNull(demoCalls.placementPostedAt),
              lte(demoCalls.placementPostedAt, sql`now() - ${interval(timings.creationWindowMs)}`),
            ),
          ),
        )
        .returning({ postedAt: demoCalls.placementPostedAt });
      return row?.postedAt ?? undefined;
    },

    /**
     * Tries the call again after `delayMs`, for any worker: by default as it stands (a lookup
     * while a POST's outcome is unknown). `posted: "now"` starts the creation window now (a POST
     * just failed in a way that may have created the call: Vapi got it by now at the latest);
     * `posted: null` lets the next try post (Vapi said it created nothing, as a 429 does).
     */
    async retryPlacement(
      call: ClaimedPlacement,
      delayMs: number,
      options: { posted?: "now" | null } = {},
    ): Promise<void> {
      const { posted } = options;
      await db
        .update(demoCalls)
        .set({
          placement: "pending",
          placementClaim: null,
          placementLockedUntil: null,
          placementDueAt: sql`now() + ${`${String(Math.max(0, Math.round(delayMs)))} milliseconds`}::interval`,
          ...(posted === undefined
            ? {}
            : { placementPostedAt: posted === null ? null : sql`now()` }),
        })
        .where(and(eq(demoCalls.id, call.id), eq(demoCalls.placementClaim, call.placementClaim)));
    },

    /**
     * The call will not be placed: `failed` with the reason (unless already over), done. With
     * `lookUpAgainInMs` (a POST's outcome is still unknown), it stays due that much later, only
     * to be looked up: if Vapi created it after all, its id is stored, so its data is deleted at
     * Vapi with ours.
     */
    async failPlacement(
      call: ClaimedPlacement,
      endedReason: string,
      options: { lookUpAgainInMs?: number } = {},
    ): Promise<void> {
      const { lookUpAgainInMs } = options;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(demoCalls)
          .where(and(eq(demoCalls.id, call.id), eq(demoCalls.placementClaim, call.placementClaim)))
          .for("update");
        if (!row) return;
        await tx
          .update(demoCalls)
          .set({
            ...(lookUpAgainInMs === undefined
              ? { placement: "done" as const }
              : {
                  placement: "pending" as const,
                  placementDueAt: sql`now() + ${`${String(Math.max(0, Math.round(lookUpAgainInMs)))} milliseconds`}::interval`,
                }),
            placementClaim: null,
            placementLockedUntil: null,
            // A call Vapi's messages named exists: it is not failed here, its webhooks end it.
            ...(isFinal(row.status) || row.vapiCallId !== null
              ? {}
              : { status: "failed" as const, endedReason }),
            updatedAt: new Date(),
          })
          .where(eq(demoCalls.id, call.id));
      });
    },

    /**
     * Hands back calls a worker claimed but will not place (it is stopping): due again at once
     * for another worker, the try it did not make taken off their count.
     */
    async releasePlacements(calls: readonly ClaimedPlacement[]): Promise<void> {
      for (const call of calls) {
        await db
          .update(demoCalls)
          .set({
            placement: "pending",
            placementClaim: null,
            placementLockedUntil: null,
            placementAttempts: sql`${demoCalls.placementAttempts} - 1`,
          })
          .where(and(eq(demoCalls.id, call.id), eq(demoCalls.placementClaim, call.placementClaim)));
      }
    },

    /**
     * Applies one of Vapi's server messages to the call it names: the status only moves
     * forward (a redelivered or late message changes nothing), the report's parts are kept.
     * `false` when no call has this Vapi id.
     */
    async applyVapiEvent(vapiCallId: string, event: VapiCallEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(demoCalls)
          .where(eq(demoCalls.vapiCallId, vapiCallId))
          .for("update");
        if (!row) return false;
        const status =
          event.status === undefined ? row.status : advanceStatus(row.status, event.status);
        // Once the call is over, what its report said stands: a replayed or forged later report
        // may fill a part still missing, never rewrite one.
        const over = isFinal(row.status);
        const keep = <T>(current: T | null, incoming: T | undefined): T | null =>
          over ? (current ?? incoming ?? null) : (incoming ?? current);
        await tx
          .update(demoCalls)
          .set({
            status,
            endedReason: keep(row.endedReason, event.endedReason),
            durationSeconds: keep(row.durationSeconds, event.durationSeconds),
            summary: keep(row.summary, event.summary),
            transcript: keep(row.transcript, event.transcript),
            transcriptLines: keep(row.transcriptLines, event.transcriptLines),
            recordingUrl: keep(row.recordingUrl, event.recordingUrl),
            updatedAt: new Date(),
          })
          .where(eq(demoCalls.id, row.id));
        return true;
      });
    },

    /** The calls created before `before` that Vapi placed: their data at Vapi is to go too. */
    async expiredAtVapi(before: Date): Promise<{ id: string; vapiCallId: string }[]> {
      const rows = await db
        .select({ id: demoCalls.id, vapiCallId: demoCalls.vapiCallId })
        .from(demoCalls)
        .where(and(lt(demoCalls.createdAt, before), isNotNull(demoCalls.vapiCallId)));
      return rows.flatMap(({ id, vapiCallId }) => (vapiCallId ? [{ id, vapiCallId }] : []));
    },

    /**
     * Deletes every demo call created before `before` with its inquiry (the visitor's first name
     * and number), except the calls in `keep`: one statement that deletes the inquiries, which
     * cascades to the calls (their transcript, summary and recording link) and to any e-mails of
     * those inquiries. The number of calls removed; a second run with the same cutoff removes
     * nothing.
     */
    async purgeExpired(before: Date, keep: readonly string[] = []): Promise<number> {
      const expired = lt(demoCalls.createdAt, before);
      const removed = await deleteInquiriesIn(
        db,
        db
          .select({ id: demoCalls.inquiryId })
          .from(demoCalls)
          .where(keep.length === 0 ? expired : and(expired, notInArray(demoCalls.id, [...keep]))),
      );
      // `inquiry_id` is unique: one inquiry per call.
      return removed.length;
    },

    /** Deletes the consent records made before `before`; how many. */
    async purgeConsentsOlderThan(before: Date): Promise<number> {
      const removed = await db
        .delete(demoCallConsents)
        .where(lt(demoCallConsents.createdAt, before))
        .returning({ id: demoCallConsents.id });
      return removed.length;
    },

    async getByVapiId(vapiCallId: string): Promise<DemoCallRow | undefined> {
      const [row] = await db.select().from(demoCalls).where(eq(demoCalls.vapiCallId, vapiCallId));
      return row;
    },

    async get(id: string): Promise<DemoCallRow | undefined> {
      const [row] = await db.select().from(demoCalls).where(eq(demoCalls.id, id));
      return row;
    },
  };
}

export type DemoCallRepository = ReturnType<typeof createDemoCallRepository>;
