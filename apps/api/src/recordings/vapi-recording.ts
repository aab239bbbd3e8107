// Fetches a demo call's recording from Vapi with the server's key and hands it on as a stream,
// ranges included, so the admin's player can seek without the file passing whole through memory.
import { byteRangeOf, sliceStream } from "./byte-range.js";

/** The headers of a recording answer, and its body. */
export interface RecordingStream {
  readonly kind: "stream";
  readonly status: 200 | 206;
  readonly headers: Record<string, string>;
  readonly body: ReadableStream<Uint8Array>;
}

/** What fetching a recording came to. */
export type RecordingResult =
  | RecordingStream
  /** The range starts past the end; `size` when Vapi said how long the file is. */
  | { readonly kind: "unsatisfiable"; readonly size: number | undefined }
  /** Vapi no longer has it (404 or 410). */
  | { readonly kind: "gone" }
  /** The address is not on the allow-list (or has credentials in it): never fetched. */
  | { readonly kind: "refused"; readonly origin: string }
  /** Vapi did not hand it over: an error, a refusal of our key, no answer in time. */
  | { readonly kind: "unavailable"; readonly reason: string };

export interface RecordingFetchOptions {
  /** The exact origins recordings may come from (`VAPI_RECORDING_ORIGINS`). */
  readonly origins: readonly string[];
  /** Vapi's private key, sent as a bearer token to the recording's own origin only. */
  readonly privateKey: string | undefined;
  /** How long Vapi may take to start answering. @defaultValue 10 s */
  readonly timeoutMs?: number;
  readonly fetch?: typeof globalThis.fetch;
}

const MAX_REDIRECTS = 3;
const TYPES: Record<string, string> = {
  wav: "audio/wav",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  webm: "audio/webm",
  m4a: "audio/mp4",
};

/** The address if it may be fetched: an allowed origin, no user name or password in it. */
function allowedUrl(address: string, origins: readonly string[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  if (url.username !== "" || url.password !== "") return undefined;
  return origins.includes(url.origin) ? url : undefined;
}

function contentTypeOf(response: Response, url: URL): string {
  const given = response.headers.get("content-type") ?? "";
  if (given.startsWith("audio/")) return given;
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? "";
  return TYPES[extension] ?? "application/octet-stream";
}

// The total length in a `Content-Range` ("bytes 0-99/1234", or "bytes */1234" with a 416).
const sizeOf = (contentRange: string | null) => {
  const size = /\/(\d+)\s*$/.exec(contentRange ?? "")?.[1];
  return size === undefined ? undefined : Number(size);
};

/**
 * Fetches the recording at `address` (as Vapi's report gave it) for a client that asked for
 * `range` (its `Range` header). Only addresses on the allow-list are fetched, redirects too, and
 * the key goes only to the recording's own origin. A range Vapi answers with 206 is passed on; a
 * whole file Vapi sends for a range is cut to the range here, as it streams.
 */
export async function fetchRecording(
  address: string,
  range: string | undefined,
  options: RecordingFetchOptions,
  signal?: AbortSignal,
): Promise<RecordingResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const first = allowedUrl(address, options.origins);
  if (!first) {
    let origin = "unreadable";
    try {
      origin = new URL(address).origin;
    } catch {
      // An address that does not parse is refused all the same.
    }
    return { kind: "refused", origin };
  }
  // Only the single range we read is forwarded: anything else is answered with the whole file.
  const forwarded = range !== undefined && /^bytes=\d*-\d*$/.test(range.trim()) ? range : undefined;
  // The time-out covers the wait for Vapi's answer, not the stream that follows.
  const waiting = new AbortController();
  const timer = setTimeout(() => {
    waiting.abort(new Error("Vapi did not answer in time"));
  }, options.timeoutMs ?? 10_000);
  const aborted = signal ? AbortSignal.any([signal, waiting.signal]) : waiting.signal;
  let url = first;
  let response: Response;
  try {
    for (let hop = 0; ; hop += 1) {
      const headers = new Headers({ accept: "audio/*" });
      if (url.origin === first.origin && options.privateKey) {
        headers.set("authorization", `Bearer ${options.privateKey}`);
      }
      if (forwarded) headers.set("range", forwarded);
      response = await doFetch(url, { headers, redirect: "manual", signal: aborted });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || location === null) break;
      await response.body?.cancel();
      const next = allowedUrl(new URL(location, url).href, options.origins);
      if (!next) return { kind: "refused", origin: new URL(location, url).origin };
      if (hop + 1 >= MAX_REDIRECTS) return { kind: "unavailable", reason: "too many redirects" };
      url = next;
    }
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }

  const common = {
    "content-type": contentTypeOf(response, url),
    "accept-ranges": "bytes",
  };
  const length = response.headers.get("content-length");
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return { kind: "gone" };
  }
  if (response.status === 416) {
    await response.body?.cancel();
    return { kind: "unsatisfiable", size: sizeOf(response.headers.get("content-range")) };
  }
  if (response.status === 206 && response.body && forwarded) {
    const contentRange = response.headers.get("content-range");
    if (contentRange === null) {
      await response.body.cancel();
      return { kind: "unavailable", reason: "206 without Content-Range" };
    }
    return {
      kind: "stream",
      status: 206,
      headers: {
        ...common,
        "content-range": contentRange,
        ...(length === null ? {} : { "content-length": length }),
      },
      body: response.body,
    };
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    return { kind: "unavailable", reason: `Vapi answered ${String(response.status)}` };
  }
  const size = length === null ? undefined : Number(length);
  const wanted = size === undefined ? undefined : byteRangeOf(forwarded, size);
  if (wanted === "unsatisfiable") {
    await response.body.cancel();
    return { kind: "unsatisfiable", size };
  }
  if (wanted === undefined || size === undefined) {
    return {
      kind: "stream",
      status: 200,
      headers: { ...common, ...(length === null ? {} : { "content-length": length }) },
      body: response.body,
    };
  }
  return {
    kind: "stream",
    status: 206,
    headers: {
      ...common,
      "content-range": `bytes ${String(wanted.start)}-${String(wanted.end)}/${String(size)}`,
      "content-length": String(wanted.end - wanted.start + 1),
    },
    body: sliceStream(response.body, wanted),
  };
}
