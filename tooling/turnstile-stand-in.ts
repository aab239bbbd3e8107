// Why: Cloudflare publishes Turnstile test keys but no local siteverify to check tokens against.
//
// A local stand-in for Cloudflare Turnstile's siteverify, which no test may call: it answers as
// Cloudflare documents for its test secret keys (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
// 1x0000000000000000000000000000000AA passes the dummy token the test site keys give
// (XXXX.DUMMY.TOKEN.XXXX) and nothing else, 2x…AA always fails, 3x…AA says the token was spent.
// A passing answer carries the `hostname` the widget ran on and the widget's `action`, as
// Cloudflare's does: the stand-in's hostname (`localhost` unless told), and the action a token
// names after the dummy token (`standInToken("inquiry-contact")`; none: ""). A token may also name
// its hostname (`standInToken("demo-call", "evil.example")`), for tests of the API's refusals.
import { createServer } from "node:http";

export const TURNSTILE_TEST_KEYS = {
  /** Site key whose widget always passes, and the token it gives. */
  siteKeyPasses: "1x00000000000000000000AA",
  dummyToken: "XXXX.DUMMY.TOKEN.XXXX",
  secretPasses: "1x0000000000000000000000000000000AA",
  secretFails: "2x0000000000000000000000000000000AA",
  secretSpent: "3x0000000000000000000000000000000AA",
};

/**
 * A token the stand-in passes with the test secret, answering that the widget ran with `action`
 * on `hostname` (the stand-in's own when omitted).
 */
export function standInToken(action: string, hostname?: string): string {
  return `${TURNSTILE_TEST_KEYS.dummyToken}.${action}${hostname === undefined ? "" : `@${hostname}`}`;
}

/** What a stand-in token says of its widget: the action, and the hostname when it names one. */
function widgetOf(token: string): { action: string; hostname: string | undefined } | undefined {
  const { dummyToken } = TURNSTILE_TEST_KEYS;
  if (token === dummyToken) return { action: "", hostname: undefined };
  if (!token.startsWith(`${dummyToken}.`)) return undefined;
  const [action = "", hostname] = token.slice(dummyToken.length + 1).split("@");
  return { action, hostname };
}

export interface TurnstileStandIn {
  /** The siteverify address to give as `TURNSTILE_VERIFY_URL`. */
  url: string;
  /** What each verification sent: the form's fields. */
  requests: { secret: string; response: string; remoteip: string | undefined }[];
  stop: () => Promise<void>;
}

/**
 * Whether siteverify passes `token` with `secret`, and its error codes when it does not;
 * `ownSecret` passes as the test secret does (a site's real-looking key, for a production build).
 */
function verdict(
  secret: string,
  token: string,
  ownSecret: string | undefined,
): [success: boolean, errorCodes: string[]] {
  if (secret === "") return [false, ["missing-input-secret"]];
  if (token === "") return [false, ["missing-input-response"]];
  if (secret === TURNSTILE_TEST_KEYS.secretPasses || (ownSecret && secret === ownSecret)) {
    return widgetOf(token) ? [true, []] : [false, ["invalid-input-response"]];
  }
  if (secret === TURNSTILE_TEST_KEYS.secretSpent) return [false, ["timeout-or-duplicate"]];
  if (secret === TURNSTILE_TEST_KEYS.secretFails) return [false, ["invalid-input-response"]];
  return [false, ["invalid-input-secret"]];
}

/**
 * Starts the stand-in on a free port of 127.0.0.1; its passing answers say the widget ran on
 * `hostname`. A `secret` is a site's own key it takes as the passing test secret (production
 * refuses Cloudflare's test keys).
 */
export async function startTurnstileStandIn({
  hostname = "localhost",
  secret: ownSecret,
}: { hostname?: string; secret?: string } = {}): Promise<TurnstileStandIn> {
  const requests: TurnstileStandIn["requests"] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => (text += String(chunk)));
    request.on("end", () => {
      const form = new URLSearchParams(text);
      const secret = form.get("secret") ?? "";
      const token = form.get("response") ?? "";
      requests.push({ secret, response: token, remoteip: form.get("remoteip") ?? undefined });
      const [success, codes] = verdict(secret, token, ownSecret);
      const widget = widgetOf(token);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          success,
          "error-codes": codes,
          ...(success && widget
            ? {
                challenge_ts: new Date().toISOString(),
                hostname: widget.hostname ?? hostname,
                action: widget.action,
              }
            : {}),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}/turnstile/v0/siteverify`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
