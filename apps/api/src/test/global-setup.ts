import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client.js";
import { migrate } from "../db/migrate.js";
import { personalValuesIn } from "./personal-values.js";
import { startPostgres } from "./postgres-server.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder to copy (PGlite's first start is slow; a copy opens fast). */
    pgliteTemplate: string;
    /** The test PostgreSQL server; `novaline_template` is a migrated database to copy. */
    postgresUrl: string;
    /** Where every API the tests run writes its log lines, scanned after the run. */
    apiLogFile: string;
  }
}

/** Once per test run: one migrated PGlite folder and one PostgreSQL server, made side by side. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "novaline-pglite-"));
  const template = join(dir, "template");

  const pglite = (async () => {
    const handle = await openPglite(template);
    await migrate(handle);
    await handle.close();
  })();

  const server = await startPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query("CREATE DATABASE novaline_template");
  await admin.end();
  const templateDb = openPostgres(server.urlOf("novaline_template"), 1);
  await migrate(templateDb);
  await templateDb.close();

  await pglite;
  // A copy proves the template is complete before any test relies on it.
  cpSync(template, join(dir, "check"), { recursive: true });
  rmSync(join(dir, "check"), { recursive: true, force: true });

  project.provide("pgliteTemplate", template);
  project.provide("postgresUrl", server.url);
  const logFile = join(dir, "api-logs.jsonl");
  project.provide("apiLogFile", logFile);

  return () => {
    server.stop();
    // Nothing personal that the tests sent may have reached a log line.
    const logs = existsSync(logFile) ? readFileSync(logFile, "utf8") : "";
    rmSync(dir, { recursive: true, force: true });
    const found = personalValuesIn(logs);
    if (found.length > 0) {
      throw new Error(
        `The API's logs hold personal data the tests sent (${String(logs.split("\n").length)} lines scanned): ${found.join(" | ")}`,
      );
    }
    process.stdout.write(
      `Log scan: ${String(logs.split("\n").length - 1)} API log lines, no personal value found.\n`,
    );
  };
}
