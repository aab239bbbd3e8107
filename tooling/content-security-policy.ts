// Why: React Router's CSP help is a per-request nonce; Vite's CSP plugins skip prerendered pages.
//
// The Content-Security-Policy of a built page, written into the page itself. Static hosts send one
// set of headers for every page, but a prerendered page's inline scripts (the theme set before
// first paint, React Router's hydration data) differ from page to page, so each page carries its
// own policy in a <meta http-equiv> with the SHA-256 of exactly its inline scripts: no
// 'unsafe-inline', no 'unsafe-eval'. What a <meta> policy cannot say (frame-ancestors) is sent
// as a header by the host (firebase.json); the browser enforces both.
import { createHash } from "node:crypto";

/** A policy as directive name → sources (an empty list for a directive without sources). */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;

/** Types of <script> that run (anything else, such as application/ld+json, is data). */
const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The `'sha256-…'` source of each inline script of `html` that the browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE.has(type)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/**
 * `directives` as a policy string: `{ "default-src": ["'self'"], "upgrade-insecure-requests": [] }`
 * → `default-src 'self'; upgrade-insecure-requests`. Sources are de-duplicated, order kept.
 */
export function serializePolicy(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(" "))
    .join("; ");
}

/**
 * `html` with its policy at the top of <head> (a <meta> policy covers only what comes after it),
 * after a leading <meta charset> (which must stay in the first 1024 bytes): `directives`, with the
 * page's inline-script hashes added to `script-src`.
 * Throws if the page has no <head> or already has a policy, rather than ship a page without one.
 */
export function withPolicyMeta(html: string, directives: PolicyDirectives): string {
  if (/<meta[^>]+http-equiv=["']?content-security-policy/i.test(html))
    throw new Error("The page already has a Content-Security-Policy <meta>.");
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error("The page has no <head> to put its Content-Security-Policy in.");
  const policy = serializePolicy({
    ...directives,
    "script-src": [...(directives["script-src"] ?? ["'self'"]), ...inlineScriptHashes(html)],
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}"/>`;
  const afterHead = head.index + head[0].length;
  const charset = /^\s*<meta\s+charset\s*=[^>]*>/i.exec(html.slice(afterHead));
  const at = afterHead + (charset?.[0].length ?? 0);
  return html.slice(0, at) + meta + html.slice(at);
}

/** The origin of `url` (`https://host[:port]`), or undefined when it is not an absolute URL. */
export function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}
