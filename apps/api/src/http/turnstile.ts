/** Turnstile's verification, as the API is set to run it; none when `TURNSTILE_SECRET_KEY` is unset. */
export interface TurnstileSettings {
  readonly secretKey: string;
  /** Cloudflare's siteverify, or a stand-in. */
  readonly verifyUrl: string;
}

export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/** How a bot check ended: passed, no token, a token Cloudflare refused, or no answer in time. */
export type TurnstileVerdict = "passed" | "missing" | "refused" | "unavailable";

/**
 * Verifies a Turnstile token as Cloudflare's siteverify expects (form-encoded `secret`,
 * `response`, `remoteip`; reads `success`), within `timeoutMs`. A token is good once: the form
 * gets a fresh one for each request.
 */
export async function verifyTurnstile(
  settings: TurnstileSettings,
  token: string | undefined,
  remoteIp: string,
  {
    timeoutMs = 5000,
    fetch: fetchFn = globalThis.fetch,
  }: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<TurnstileVerdict> {
  if (token === undefined || token.trim() === "") return "missing";
  const body = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (remoteIp !== "unknown") body.set("remoteip", remoteIp);
  try {
    const response = await fetchFn(settings.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return "unavailable";
    const result = (await response.json()) as { success?: unknown };
    return result.success === true ? "passed" : "refused";
  } catch {
    return "unavailable";
  }
}
