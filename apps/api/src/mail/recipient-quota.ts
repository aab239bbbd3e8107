// The confirmation quota of each visitor mailbox (mail_recipients): at most three confirmations
// a day to one mailbox, so the form cannot flood somebody's inbox from our domain.
import { lt, sql, type Placeholder, type SQL } from "drizzle-orm";
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
 * A `quota as (…)` common table expression that counts a confirmation for the inquiry `inquiry`
 * (a placeholder: Drizzle builds the statement once, see `src/inquiries/repository.ts`), and
 * yields `allowed` when fewer than three went to its mailbox (any spelling of it) in the last 24
 * hours; the other placeholders' values are {@link confirmationQuotaValues}. The quota row is
 * upserted: ON CONFLICT locks it and reads its latest version, so two instances admitting
 * confirmations to one mailbox are counted one after the other.
 */
export function confirmationQuota(inquiry: Placeholder): SQL {
  const when = sql.placeholder("quota.at");
  // Admitted while fewer than three were sent in the last 24 hours (the third-last is older).
  const admit = sql`(r.third_last is null or r.third_last <= ${sql.placeholder("quota.since")}::timestamptz)`;
  return sql`quota as (
    insert into ${mailRecipients} as r
      (address_hash, third_last, second_last, last, last_inquiry_id)
    values (${sql.placeholder("quota.hash")}, null, null, ${when}::timestamptz, ${inquiry}::uuid)
    on conflict (address_hash) do update set
      third_last = case when ${admit} then r.second_last else r.third_last end,
      second_last = case when ${admit} then r.last else r.second_last end,
      last = case when ${admit} then ${when}::timestamptz else r.last end,
      last_inquiry_id = case when ${admit} then ${inquiry}::uuid else r.last_inquiry_id end
    returning last_inquiry_id = ${inquiry}::uuid as allowed
  )`;
}

/** The values of {@link confirmationQuota}'s placeholders: a confirmation to `address` at `at`. */
export function confirmationQuotaValues(address: string, at: Date): Record<string, string> {
  return {
    "quota.hash": recipientHash(address),
    "quota.at": at.toISOString(),
    "quota.since": new Date(at.getTime() - DAY_MS).toISOString(),
  };
}
