import type { Span } from "@opentelemetry/api";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import { failSpan, inSpan } from "../telemetry/tracing.js";
import { startPollingLoop, type PollingLoop } from "../workers/polling-loop.js";
import type { ClaimedMail, Outbox } from "./outbox.js";
import type { CapDecision, SendCaps } from "./send-caps.js";
import type { MailTransport } from "./transport.js";

export interface MailWorkerOptions {
  readonly outbox: Outbox;
  readonly transport: MailTransport;
  readonly from: string;
  readonly logger: Logger;
  /** How long a claim is held before another sender may take the message over. */
  readonly leaseMs: number;
  /** How often to look for due messages when nothing wakes the worker. @defaultValue 1000 */
  readonly pollMs?: number;
  /** The wait after the first failed try; doubled after each. @defaultValue 5000 */
  readonly retryBaseMs?: number;
  /** The longest wait between tries. @defaultValue 1 hour */
  readonly retryMaxMs?: number;
  /** Tries before a message is `failed` for good. @defaultValue 8 */
  readonly maxAttempts?: number;
  /** Messages claimed per round. @defaultValue 10 */
  readonly batchSize?: number;
  /** How long `wake()` waits, so a burst of inquiries is sent in one round. @defaultValue 50 */
  readonly wakeDelayMs?: number;
  /**
   * Puts the staff's digest in the outbox when it is due (`queueStaffDigest`), at the start of
   * each round and right after a batch held messages back, so it goes as soon as the cap is
   * reached. @defaultValue none
   */
  readonly queueDigest?: () => Promise<unknown>;
  /**
   * The global caps (`createSendCaps`), asked about each batch claimed before any of it is sent;
   * what they hold back is never sent. @defaultValue none: every message is sent
   */
  readonly sendCaps?: SendCaps;
}

/** `wake()` after an inquiry was stored; `stop()` after the round in progress. */
export type MailWorker = PollingLoop;

/** The wait before try `attempts + 1`, or `null` when the message has had its tries. */
export function retryDelay(
  attempts: number,
  { baseMs, maxMs, maxAttempts }: { baseMs: number; maxMs: number; maxAttempts: number },
): number | null {
  if (attempts >= maxAttempts) return null;
  return Math.min(maxMs, baseMs * 2 ** (attempts - 1));
}

/**
 * Sends the outbox's messages in the background, with retries and exponential backoff. Storing
 * an inquiry never waits for it; a message that keeps failing ends `failed` with its last error.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const {
    outbox,
    transport,
    from,
    logger,
    leaseMs,
    pollMs = 1000,
    retryBaseMs = 5000,
    retryMaxMs = 3_600_000,
    maxAttempts = 8,
    batchSize = 10,
    wakeDelayMs = 50,
  } = options;
  // Expired leases are looked for at most this often (a lease is long; the queue may be busy).
  const releaseEveryMs = Math.min(1000, leaseMs);
  let releasedAt = 0;
  /**
   * One message in a span of its own (`mail.send`: its kind, try and outcome; never its address,
   * subject or words), with its statements inside.
   */
  const sendOne = (mail: ClaimedMail): Promise<void> =>
    inSpan(
      "mail.send",
      { attributes: { "novaline.mail.kind": mail.kind, "novaline.mail.attempt": mail.attempts } },
      async (span) => {
        span.setAttribute("novaline.mail.outcome", await send(mail, span));
      },
    );

  async function send(mail: ClaimedMail, span: Span): Promise<"sent" | "failed" | "lease-lost"> {
    // A message is sent only under a fresh lease: the batch before it may have taken long, and
    // a message whose lease ran out may already be another instance's.
    if (!(await outbox.renew(mail, leaseMs))) return "lease-lost";
    try {
      await transport.send({
        from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@novaline-api>`,
      });
      await outbox.markSent(mail);
      logger.info("mail.sent", { mailId: mail.id, inquiryId: mail.inquiryId, kind: mail.kind });
      return "sent";
    } catch (error) {
      failSpan(span, error);
      const message = error instanceof Error ? error.message : String(error);
      const retryIn = retryDelay(mail.attempts, {
        baseMs: retryBaseMs,
        maxMs: retryMaxMs,
        maxAttempts,
      });
      await outbox.markFailed(mail, message, retryIn);
      logger.warn("mail.failed", {
        mailId: mail.id,
        inquiryId: mail.inquiryId,
        kind: mail.kind,
        attempts: mail.attempts,
        ...errorFields(error),
        retryInMs: retryIn,
      });
      return "failed";
    }
  }

  async function decide(claimed: readonly ClaimedMail[]): Promise<CapDecision> {
    if (!options.sendCaps || claimed.length === 0) return { send: claimed, held: [] };
    try {
      return await options.sendCaps.decide(claimed);
    } catch (error) {
      // Not left claimed until the lease runs out: due again at once, for the next round.
      await outbox.release(claimed);
      throw error;
    }
  }

  return startPollingLoop({
    pollMs,
    wakeDelayMs,
    onError: (error) => {
      logger.error("mail.worker_error", { ...errorFields(error) }, error);
    },
    round: async (stopped) => {
      let again: boolean;
      do {
        again = false;
        await options.queueDigest?.();
        if (Date.now() - releasedAt >= releaseEveryMs) {
          releasedAt = Date.now();
          await outbox.releaseExpired();
        }
        const claimed = await outbox.claim(batchSize, leaseMs);
        const { send, held } = await decide(claimed);
        if (held.length > 0) {
          logger.warn("mail.held", {
            staffNotifications: held.filter((m) => m.kind === "staff_notification").length,
            confirmations: held.filter((m) => m.kind === "visitor_confirmation").length,
          });
          // Round again at once: the digest is queued first.
          again = true;
        }
        for (const [index, mail] of send.entries()) {
          if (stopped()) {
            // Claimed after (or while) stop was asked for: hand the rest back rather than leave
            // them held until the lease runs out.
            await outbox.release(send.slice(index));
            return;
          }
          await sendOne(mail);
        }
        if (claimed.length === batchSize) again = true;
      } while (again && !stopped());
    },
  });
}
