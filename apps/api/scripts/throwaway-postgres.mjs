// A throw-away PostgreSQL server on loopback for the benchmarks (Debian's `postgresql` package).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A throw-away PostgreSQL on loopback (as the `postgres` user when run as root). */
export async function startPostgres() {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  if (!version) throw new Error("PostgreSQL not found: apt-get install -y postgresql");
  const bin = join(root, version, "bin");
  const dir = mkdtempSync(join(tmpdir(), "novaline-bench-pg-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], {
          stdio: "ignore",
        })
      : execFileSync(join(bin, cmd), args, { stdio: "ignore" });
  run("initdb", [
    "-D",
    join(dir, "data"),
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  run("pg_ctl", [
    "-D",
    join(dir, "data"),
    "-w",
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const args = ["-D", join(dir, "data"), "-m", "fast", "stop"];
      if (asRoot) spawnSync("runuser", ["-u", "postgres", "--", join(bin, "pg_ctl"), ...args]);
      else spawnSync(join(bin, "pg_ctl"), args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
