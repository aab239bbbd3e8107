import { openPostgres } from "../db/client.js";
import { postgresDatabase, openTestDatabase } from "../test/databases.js";
import { freePort } from "../../../../tooling/auth-emulator.ts";
import { describeHealthContract } from "./health.contract.js";

describeHealthContract("PostgreSQL", {
  open: () => openTestDatabase("postgres"),
  // A pool pointed at a port nothing listens on: PostgreSQL stopped, or unreachable.
  down: async () =>
    openPostgres(`postgres://novaline:secret@127.0.0.1:${String(await freePort())}/novaline`),
  empty: async () => openPostgres(await postgresDatabase(null)),
});
