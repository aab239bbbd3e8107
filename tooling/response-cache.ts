// Why: superstatic gzips every response again on every request. Firebase's CDN compresses a file
// once and serves the cached bytes; on the 2-core machines that run our browser tests and
// Lighthouse, re-compressing the framework chunk and the page for each load took ~300 ms of CPU
// away from the browser being measured.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

interface CachedResponse {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Larger responses (media) are not kept; they are served with byte ranges anyway. */
const MAX_BODY = 4 * 1024 * 1024;

/**
 * A cache of complete `GET` responses, by URL and `Accept-Encoding`, for a host whose files do not
 * change while it runs except as a whole (a new build): `version()` names the files' state (for
 * example the modification time of the build's index.html), and a change empties the cache.
 * Conditional and `Range` requests, other methods, and answers other than 200 (a 404 for every
 * path probed would grow it without end) pass through.
 */
export function responseCache(version: () => string) {
  const entries = new Map<string, CachedResponse>();
  let current = version();

  function keyOf(req: IncomingMessage): string | undefined {
    const { method, headers } = req;
    // Conditional requests go to the host, which may answer 304 Not Modified.
    if (
      method !== "GET" ||
      headers.range ||
      headers["if-none-match"] ||
      headers["if-modified-since"]
    )
      return undefined;
    return `${req.url ?? ""}\n${headers["accept-encoding"] ?? ""}`;
  }

  return {
    /** Answers `req` from the cache; false when it is not there (then call `record`). */
    replay(req: IncomingMessage, res: ServerResponse): boolean {
      const now = version();
      if (now !== current) {
        entries.clear();
        current = now;
      }
      const key = keyOf(req);
      const hit = key === undefined ? undefined : entries.get(key);
      if (!hit) return false;
      res.writeHead(hit.status, hit.headers).end(hit.body);
      return true;
    },

    /** Keeps the response `res` is about to send for `req`, once it is complete. */
    record(req: IncomingMessage, res: ServerResponse): void {
      const key = keyOf(req);
      if (key === undefined) return;
      const chunks: Buffer[] = [];
      let size = 0;
      const toBuffer = (chunk: unknown, encoding: unknown): Buffer | undefined => {
        if (typeof chunk === "string")
          return Buffer.from(
            chunk,
            typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
          );
        if (chunk instanceof Uint8Array) return Buffer.from(chunk);
        return undefined;
      };
      const keep = (chunk: unknown, encoding: unknown) => {
        const buffer = toBuffer(chunk, encoding);
        if (!buffer || size > MAX_BODY) return;
        size += buffer.length;
        chunks.push(buffer);
      };
      // Headers given to writeHead are kept as if set one by one, so that getHeaders() has them.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = (status: number, ...rest: unknown[]) => {
        const headers = rest.find(
          (arg): arg is OutgoingHttpHeaders =>
            typeof arg === "object" && arg !== null && !Array.isArray(arg),
        );
        if (headers) {
          for (const [name, value] of Object.entries(headers))
            if (value !== undefined) res.setHeader(name, value);
        }
        return writeHead(status, ...rest.filter((arg) => typeof arg === "string"));
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((...args: unknown[]) => {
        keep(args[0], args[1]);
        return write(...args);
      }) as ServerResponse["write"];
      res.end = ((...args: unknown[]) => {
        keep(args[0], args[1]);
        return end(...args);
      }) as ServerResponse["end"];
      const version0 = current;
      res.once("finish", () => {
        if (size > MAX_BODY || version0 !== current) return;
        if (res.statusCode !== 200) return;
        const headers = res.getHeaders();
        delete headers.date;
        delete headers.connection;
        delete headers["keep-alive"];
        delete headers["transfer-encoding"];
        const body = Buffer.concat(chunks);
        headers["content-length"] = String(body.length);
        entries.set(key, { status: res.statusCode, headers, body });
      });
    },
  };
}
