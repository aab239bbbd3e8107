import { sql } from "drizzle-orm";
import { openTestDatabase } from "../test/databases.js";
import { describeHealthContract } from "./health.contract.js";

describeHealthContract("PGlite", {
  open: () => openTestDatabase("pglite"),
  // A PGlite that was closed: every query fails.
  down: async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    return { ...handle, close: () => Promise.resolve() };
  },
  // A copy without Drizzle's record of migrations (a fresh PGlite takes 15 s to start on a busy
  // machine; a copy opens in one).
  empty: async () => {
    const handle = await openTestDatabase("pglite");
    await handle.db.execute(sql`drop schema drizzle cascade`);
    return handle;
  },
});
