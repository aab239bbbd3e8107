import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
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
  /**
   * `postgres://…/postgres` on loopback; with `tls`, with `sslmode=verify-full` and the test CA
   * as `sslrootcert`, as production connects.
   */
  readonly url: string;
  /** The URL of another database on this server. */
  urlOf(database: string): string;
  /**
   * With `tls`: the throw-away CA and the certificate it signed for 127.0.0.1 (PEM files), for
   * other loopback services a test wants trusted the same way (an SMTP sink).
   */
  readonly tlsFiles?: { readonly ca: string; readonly cert: string; readonly key: string };
  stop(): void;
}

/**
 * Starts a throw-away PostgreSQL server on loopback (no fsync: data is not kept). PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` user Debian's package creates.
 */
export async function startPostgres({ tls = false } = {}): Promise<PostgresServer> {
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
  const tlsOptions = tls ? ` ${serverCertificate(dir, asRoot)}` : "";
  run("pg_ctl", [
    "-D",
    data,
    "-w",
    "-l",
    join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200${tlsOptions}`,
    "start",
  ]);
  const query = tls
    ? `?sslmode=verify-full&sslrootcert=${encodeURIComponent(join(dir, "ca.pem"))}`
    : "";
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}${query}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    ...(tls
      ? {
          tlsFiles: {
            ca: join(dir, "ca.pem"),
            cert: join(dir, "server.pem"),
            key: join(dir, "server.key"),
          },
        }
      : {}),
    stop: () => {
      const args = ["-D", data, "-m", "immediate", "stop"];
      if (asRoot) spawnSync("runuser", ["-u", "postgres", "--", join(bin, "pg_ctl"), ...args]);
      else spawnSync(join(bin, "pg_ctl"), args);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A throw-away CA and a certificate it signed for 127.0.0.1 (`openssl`), in `dir`; returns the
 * server's options that turn TLS on. The key is the postgres user's, as PostgreSQL insists.
 */
function serverCertificate(dir: string, asRoot: boolean): string {
  const file = (name: string) => join(dir, name);
  const openssl = (args: string[]) => {
    execFileSync("openssl", args, { stdio: ["ignore", "ignore", "pipe"] });
  };
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl([
    "req",
    "-x509",
    ...ec,
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-days",
    "2",
    "-subj",
    "/CN=NovaLine test CA",
  ]);
  openssl([
    "req",
    ...ec,
    "-keyout",
    file("server.key"),
    "-out",
    file("server.csr"),
    "-subj",
    "/CN=127.0.0.1",
  ]);
  writeFileSync(file("server.ext"), "subjectAltName=IP:127.0.0.1\n");
  openssl([
    "x509",
    "-req",
    "-in",
    file("server.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-out",
    file("server.pem"),
    "-days",
    "2",
    "-extfile",
    file("server.ext"),
  ]);
  chmodSync(file("server.key"), 0o600);
  if (asRoot) execFileSync("chown", ["postgres", file("server.key"), file("server.pem")]);
  return `-c ssl=on -c ssl_cert_file=${file("server.pem")} -c ssl_key_file=${file("server.key")}`;
}
