/** What an `Authorization` header holds: a bearer token, nothing, or something else. */
export type BearerToken =
  { kind: "token"; token: string } | { kind: "missing" } | { kind: "malformed" };

/** Reads `Authorization: Bearer <token>` (scheme case-insensitive, as RFC 9110 says). */
export function readBearerToken(authorization: string | undefined): BearerToken {
  if (authorization === undefined || authorization.trim() === "") return { kind: "missing" };
  const match = /^Bearer +([^\s]+) *$/i.exec(authorization);
  return match?.[1] ? { kind: "token", token: match[1] } : { kind: "malformed" };
}

/**
 * The unverified payload of a JWT, or undefined when `token` is not three base64url parts with
 * a JSON object header and payload. Only for choosing an error message, never for trust.
 */
export function peekJwtPayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split(".");
  if (parts.length !== 3) return undefined;
  try {
    const [header, payload] = [parts[0], parts[1]].map((part): unknown =>
      JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8")),
    );
    const isObject = (value: unknown): value is Record<string, unknown> =>
      typeof value === "object" && value !== null && !Array.isArray(value);
    return isObject(header) && isObject(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}
