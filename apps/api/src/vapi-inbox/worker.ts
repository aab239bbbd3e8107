import type { DemoCallRepository } from "../demo-calls/repository.js";
import { asksNotToBeCalled } from "../do-not-call/asks-not-to-be-called.js";
import type { DoNotCallRepository } from "../do-not-call/repository.js";
import { errorFields } from "../http/error-fields.js";
import type { Logger } from "../http/logger.js";
import { startPollingLoop, type PollingLoop } from "../workers/polling-loop.js";
import type { ClaimedMessage, VapiInbox } from "./inbox.js";
import { readCallMessage } from "./vapi-message.js";

/** How long a message about a call we do not know yet waits for it (`POST /call` answering). */
export const VAPI_MATCH_WINDOW_MS = 5 * 60_000;

export interface VapiInboxWorkerOptions {
  readonly inbox: VapiInbox;
  readonly demoCalls: Pick<DemoCallRepository, "applyVapiEvent">;
  /** The do-not-call list: a call whose transcript asks not to be called again adds its number. */
  readonly doNotCall: Pick<DoNotCallRepository, "add">;
  readonly logger: Logger;
  /** How long a claim is held before another worker may take the message over. @defaultValue 30 s */
  readonly leaseMs?: number;
  /** How often to look for due messages when nothing wakes the worker. @defaultValue 1000 */
  readonly pollMs?: number;
  /** How long `wake()` waits, so a burst of messages is applied in one round. @defaultValue 10 */
  readonly wakeDelayMs?: number;
  /** How long a message waits for its call to be known. @defaultValue 5 minutes */
  readonly matchWindowMs?: number;
  /** Tries before a message that keeps failing is dropped. @defaultValue 8 */
  readonly maxAttempts?: number;
  /** Messages claimed per round. @defaultValue 20 */
  readonly batchSize?: number;
}

/** `wake()` after a message was stored; `stop()` after the round in progress. */
export type VapiInboxWorker = PollingLoop;

/** The wait before try `attempts + 1`: a second, doubling, at most 15 s. */
const backoff = (attempts: number) => Math.min(15_000, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * Applies the inbox's messages to their demo calls in the background: the webhook answers as soon
 * as a message is stored, whatever the database or this worker is doing. A message about a call
 * not known yet waits for it (retried for `matchWindowMs`); one that keeps failing is dropped
 * after `maxAttempts` tries, with its reason.
 */
export function startVapiInboxWorker(options: VapiInboxWorkerOptions): VapiInboxWorker {
  const {
    inbox,
    demoCalls,
    doNotCall,
    logger,
    leaseMs = 30_000,
    pollMs = 1000,
    wakeDelayMs = 10,
    matchWindowMs = VAPI_MATCH_WINDOW_MS,
    maxAttempts = 8,
    batchSize = 20,
  } = options;
  const releaseEveryMs = Math.min(1000, leaseMs);
  let releasedAt = 0;

  async function applyOne(message: ClaimedMessage): Promise<void> {
    const fields = { messageId: message.id, attempts: message.attempts };
    try {
      const read = readCallMessage(message.body);
      // Messages we do not follow (transcripts in progress, tool calls…) need nothing.
      if (read === undefined) {
        await inbox.complete(message);
        return;
      }
      const call = await inbox.matchCall(read);
      if (call?.vapiCallId == null) {
        if (Date.now() - message.receivedAt.getTime() >= matchWindowMs) {
          await inbox.drop(message, "unknown-call");
          logger.info("vapi_inbox.dropped", { ...fields, reason: "unknown-call" });
        } else {
          await inbox.retry(message, backoff(message.attempts), "unknown-call");
        }
        return;
      }
      await demoCalls.applyVapiEvent(call.vapiCallId, read.event);
      const { transcript } = read.event;
      if (transcript !== undefined && asksNotToBeCalled(transcript)) {
        await doNotCall.add(call.phone, "call");
      }
      await inbox.complete(message);
      logger.info("vapi_inbox.applied", { ...fields, demoCallId: call.id });
    } catch (error) {
      if (message.attempts >= maxAttempts) {
        await inbox.drop(message, "failed");
        logger.error(
          "vapi_inbox.dropped",
          { ...fields, reason: "failed", ...errorFields(error) },
          error,
        );
      } else {
        await inbox.retry(message, backoff(message.attempts), "failed");
        logger.warn("vapi_inbox.failed", { ...fields, ...errorFields(error) });
      }
    }
  }

  return startPollingLoop({
    pollMs,
    wakeDelayMs,
    onError: (error) => {
      logger.error("vapi_inbox.worker_error", { ...errorFields(error) }, error);
    },
    round: async (stopped) => {
      let again: boolean;
      do {
        if (Date.now() - releasedAt >= releaseEveryMs) {
          releasedAt = Date.now();
          await inbox.releaseExpired();
        }
        const claimed = await inbox.claim(batchSize, leaseMs);
        for (const [index, message] of claimed.entries()) {
          if (stopped()) {
            await inbox.release(claimed.slice(index));
            return;
          }
          await applyOne(message);
        }
        again = claimed.length === batchSize;
      } while (again && !stopped());
    },
  });
}
