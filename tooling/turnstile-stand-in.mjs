// A local stand-in for Cloudflare Turnstile's siteverify, which no test may call: it answers as
// Cloudflare documents for its test secret keys (https://developers.cloudflare.com/turnstile/troubleshooting/testing/).
// 1x0000000000000000000000000000000AA passes the dummy token the test site keys give
// (XXXX.DUMMY.TOKEN.XXXX) and nothing else, 2x…AA always fails, 3x…AA says the token was spent.
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
 * Starts the stand-in on a free port of 127.0.0.1.
 * @returns {Promise<import("./turnstile-stand-in.d.mts").TurnstileStandIn>}
 */
export async function startTurnstileStandIn() {
  const requests = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      const form = new URLSearchParams(text);
      const secret = form.get("secret") ?? "";
      const token = form.get("response") ?? "";
      requests.push({ secret, response: token, remoteip: form.get("remoteip") ?? undefined });
      const answer = (success, codes = []) => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            success,
            "error-codes": codes,
            ...(success ? { challenge_ts: new Date().toISOString(), hostname: "example.com" } : {}),
          }),
        );
      };
      if (secret === "") return answer(false, ["missing-input-secret"]);
      if (token === "") return answer(false, ["missing-input-response"]);
      if (secret === TURNSTILE_TEST_KEYS.secretPasses) {
        return token === TURNSTILE_TEST_KEYS.dummyToken
          ? answer(true)
          : answer(false, ["invalid-input-response"]);
      }
      if (secret === TURNSTILE_TEST_KEYS.secretSpent)
        return answer(false, ["timeout-or-duplicate"]);
      if (secret === TURNSTILE_TEST_KEYS.secretFails)
        return answer(false, ["invalid-input-response"]);
      return answer(false, ["invalid-input-secret"]);
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${String(typeof address === "object" && address ? address.port : 0)}/turnstile/v0/siteverify`,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
