import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../../../tooling/auth-emulator.ts";

/** Debian's PostgreSQL binaries (`apt-get install postgresql`), newest version first. */
function findBinDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (version === undefined) {
    throw new Error(
      "PostgreSQL server binaries not found in /usr/lib/postgresql: apt-get install -y postgresql",
    );
  }
  return join(root, version, "bin");
}

export interface PostgresServer {
  /** `postgres://…/postgres` on loopback. */
  readonly url: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  stop(): void;
}

/**
 * Starts a throw-away PostgreSQL server on loopback (no fsync: data is not kept). PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user Debian's package creates.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = findBinDir();
  const dir = mkdtempSync(join(tmpdir(), "novaline-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"] });
  };
  run("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "--no-sync",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  run("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    stop: () => {
      const args = ["-D", data, "-m", "immediate", "stop"];
      if (asRoot) spawnSync("runuser", ["-u", "postgres", "--", join(bin, "pg_ctl"), ...args]);
      else spawnSync(join(bin, "pg_ctl"), args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
