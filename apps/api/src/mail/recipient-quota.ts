// The confirmation quota of each visitor mailbox (mail_recipients): at most three confirmations
// a day to one mailbox, so the form cannot flood somebody's inbox from our domain.
import { lt, sql, type SQL } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Database } from "../db/client.js";
import { mailRecipients } from "../db/schema.js";
import { canonicalMailbox } from "./canonical-mailbox.js";

const DAY_MS = 86_400_000;

/**
 * How the quota knows an address: a SHA-256 of the mailbox it reaches ({@link canonicalMailbox}),
 * so `victim+1@gmail.com` and `v.ictim@googlemail.com` count against `victim@gmail.com`.
 */
const recipientHash = (address: string) =>
  createHash("sha256").update(canonicalMailbox(address)).digest("base64url");

/** Forgets the confirmation quotas of addresses that had none for a day. */
export async function pruneRecipientQuotas(db: Database): Promise<void> {
  await db.delete(mailRecipients).where(lt(mailRecipients.last, new Date(Date.now() - DAY_MS)));
}

/**
 * A `quota as (…)` common table expression that counts a confirmation to `address` for the
 * inquiry `inquiryId` at `at`, and yields `allowed` when fewer than three went to its mailbox (any
 * spelling of it) in the last 24 hours. The quota row is upserted: ON CONFLICT locks it and reads
 * its latest version, so two instances admitting confirmations to one mailbox are counted one
 * after the other.
 */
export function confirmationQuota(address: string, inquiryId: string, at: Date): SQL {
  const when = at.toISOString();
  // Admitted while fewer than three were sent in the last 24 hours (the third-last is older).
  const since = new Date(at.getTime() - DAY_MS).toISOString();
  const admit = sql`(r.third_last is null or r.third_last <= ${since}::timestamptz)`;
  return sql`quota as (
    insert into ${mailRecipients} as r
      (address_hash, third_last, second_last, last, last_inquiry_id)
    values (${recipientHash(address)}, null, null, ${when}::timestamptz, ${inquiryId}::uuid)
    on conflict (address_hash) do update set
      third_last = case when ${admit} then r.second_last else r.third_last end,
      second_last = case when ${admit} then r.last else r.second_last end,
      last = case when ${admit} then ${when}::timestamptz else r.last end,
      last_inquiry_id = case when ${admit} then ${inquiryId}::uuid else r.last_inquiry_id end
    returning last_inquiry_id = ${inquiryId}::uuid as allowed
  )`;
}
