// How a demo call went, as staff read it: the dashboard's counts and the inbox's `outcome`
// filter read this one expression, with the ended reasons of `DEMO_CALL_OUTCOME_REASONS` (which
// the admin's outcome column reads through `demoCallOutcomeOf`).
import { DEMO_CALL_OUTCOME_REASONS as REASONS } from "@novaline/inquiry";
import { sql, type SQL } from "drizzle-orm";
import { demoCalls } from "../db/schema.js";

/**
 * The outcome of the call in `demo_calls` (one of `DEMO_CALL_OUTCOMES`), `null` while it is
 * queued or ringing: `refused` when it was never placed (do-not-call, the number's limit);
 * `connected` once someone talked to the agent; else `busy`, `no-answer` (a voicemail too) or
 * `failed` from the ended reason.
 */
export const callOutcomeSql: SQL<string | null> = sql`case
  when ${demoCalls.suppressed} is not null
    or (${demoCalls.status} = 'failed' and ${demoCalls.endedReason} ~ ${REASONS.refused}) then 'refused'
  when ${demoCalls.status} in ('in-progress', 'ended') then 'connected'
  when ${demoCalls.status} = 'failed' and ${demoCalls.endedReason} ~ ${REASONS.busy} then 'busy'
  when ${demoCalls.status} = 'failed' and ${demoCalls.endedReason} ~ ${REASONS["no-answer"]} then 'no-answer'
  when ${demoCalls.status} = 'failed' then 'failed'
end`;
