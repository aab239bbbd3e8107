// Every feature's repository over one database, built once: the server hands the same set to the
// HTTP app and to its workers and sweeps.
import { createCallFeedbackRepository } from "./call-feedback/repository.js";
import type { Database } from "./db/client.js";
import { keyedHashes } from "./demo-calls/keyed-hash.js";
import { createDemoCallRepository } from "./demo-calls/repository.js";
import { createDoNotCallRepository } from "./do-not-call/repository.js";
import { createInquiryChangeFeed } from "./inquiries/changes.js";
import { createInquiryRepository } from "./inquiries/repository.js";
import { createInsightsRepository } from "./insights/repository.js";
import { createOutbox } from "./mail/outbox.js";
import { createVapiInbox } from "./vapi-inbox/inbox.js";

/**
 * The repositories of the inquiries, demo calls, do-not-call list, outbox, live inbox, Vapi's
 * messages and the feedback on browser calls.
 */
export function createRepositories(db: Database, { ipHashSecret }: { ipHashSecret: string }) {
  const hashes = keyedHashes(ipHashSecret);
  const inquiries = createInquiryRepository(db);
  return {
    hashes,
    inquiries,
    demoCalls: createDemoCallRepository(db),
    doNotCall: createDoNotCallRepository(db, hashes),
    outbox: createOutbox(db),
    changes: createInquiryChangeFeed(db, (ids) => inquiries.getMany(ids)),
    vapiInbox: createVapiInbox(db),
    callFeedback: createCallFeedbackRepository(db),
    insights: createInsightsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
