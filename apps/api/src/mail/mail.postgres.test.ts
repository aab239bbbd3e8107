import pg from "pg";
import { openPostgres } from "../db/client.js";
import { postgresDatabase } from "../test/databases.js";
import { describeMailContract } from "./mail.contract.js";

describeMailContract(
  "PostgreSQL",
  async () => openPostgres(await postgresDatabase()),
  // Another pool on the same database, as a second API instance would have.
  (first) => {
    if (!(first.client instanceof pg.Pool) || !first.client.options.connectionString) {
      throw new Error("expected a pool opened from a URL");
    }
    return Promise.resolve(openPostgres(first.client.options.connectionString));
  },
);
