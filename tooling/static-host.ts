// Why: Firebase's own local hosting (superstatic) answers no byte ranges; this adds them to it.
//
// Serves a built site as Firebase Hosting serves it in production: the hosting target of
// firebase.json (public folder, clean URLs, trailing-slash rule, rewrites, headers, 404.html)
// through superstatic, the engine of Firebase's own local hosting server, with gzip. It adds
// what Firebase's CDN does and superstatic does not: byte ranges (without them Chromium keeps a
// paused video's download open for about 15 s), and compressed answers kept and served again
// rather than compressed anew on every request (response-cache.ts). The browser tests, Lighthouse and `preview`
// use it, so what they see is what visitors get, security headers included.
// Usage: node tooling/static-host.ts <target>   (marketing | admin | storybook; PORT, default 4173)
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import superstaticModule from "superstatic";
import { responseCache } from "./response-cache.ts";

// A CommonJS module whose middleware factory is its `default` export under Node (its types say it
// is the module itself, as Vite's interop, in the tests, makes it).
const superstatic =
  typeof superstaticModule === "function"
    ? superstaticModule
    : (superstaticModule as unknown as { default: typeof superstaticModule }).default;

/** A connect-style middleware, as superstatic takes and makes them. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** What this reads of a hosting entry of firebase.json (the rest goes to superstatic as it is). */
interface HostingConfig {
  target: string;
  public: string;
  [setting: string]: unknown;
}

const root = new URL("..", import.meta.url).pathname;

/** The hosting entry of firebase.json for `target`. */
export function hostingConfig(target: string): HostingConfig {
  const { hosting } = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as {
    hosting: HostingConfig[];
  };
  const entry = hosting.find((site) => site.target === target);
  if (!entry) throw new Error(`firebase.json has no hosting target "${target}".`);
  return entry;
}

const types: Partial<Record<string, string>> = {
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
};

/** The one byte range a `Range: bytes=a-b` header asks for, or undefined (then the whole file). */
function rangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? "");
  if (!match || (!match[1] && !match[2])) return undefined;
  const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
  const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end ? { start, end } : "unsatisfiable";
}

/** Answers `Range` requests for media files; superstatic (after it) answers everything else. */
const byteRanges =
  (publicDir: string): Middleware =>
  (req, res, next) => {
    const { pathname } = new URL(req.url ?? "/", "http://host");
    const type = types[extname(pathname)];
    const file = join(publicDir, normalize(decodeURIComponent(pathname)));
    if (!type || !req.headers.range || !file.startsWith(publicDir + sep) || !existsSync(file)) {
      next();
      return;
    }
    const { size } = statSync(file);
    const range = rangeOf(req.headers.range, size);
    if (range === "unsatisfiable") {
      res.writeHead(416, { "content-range": `bytes */${String(size)}` }).end();
      return;
    }
    const { start, end } = range ?? { start: 0, end: size - 1 };
    res.writeHead(range ? 206 : 200, {
      "content-type": type,
      "accept-ranges": "bytes",
      "content-length": String(end - start + 1),
      ...(range
        ? { "content-range": `bytes ${String(start)}-${String(end)}/${String(size)}` }
        : {}),
    });
    createReadStream(file, { start, end }).pipe(res);
  };

/**
 * Starts the host for `target` on 127.0.0.1:`port`; resolves with the server once it listens.
 * `publicDir` serves another build of the target with the same settings (a benchmark's
 * reference build).
 */
export function startStaticHost(
  target: string,
  port: number,
  publicDir = join(root, hostingConfig(target).public),
): Promise<Server> {
  const config = hostingConfig(target);
  if (!existsSync(join(publicDir, "index.html")))
    throw new Error(`${publicDir} has no index.html: build the ${target} app first.`);
  const serve = superstatic({
    config: { ...config, public: "." },
    cwd: publicDir,
    compression: true,
    fallthrough: false,
    before: { files: byteRanges(publicDir) },
  }) as Middleware;
  // Compressed once, as the CDN does: the build's index.html dates the cached responses.
  const index = join(publicDir, "index.html");
  const cache = responseCache(() => String(statSync(index, { throwIfNoEntry: false })?.mtimeMs));
  const server = createServer((req, res) => {
    if (cache.replay(req, res)) return;
    cache.record(req, res);
    serve(req, res, () => res.writeHead(404).end());
  });
  return new Promise<Server>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve(server);
    });
  });
}

if (import.meta.main) {
  const target = process.argv[2] ?? "";
  const port = Number(process.env.PORT ?? 4173);
  try {
    await startStaticHost(target, port);
    console.log(
      `Serving ${hostingConfig(target).public} (${target}) at http://127.0.0.1:${String(port)}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
