import { createHmac } from "node:crypto";

/**
 * The keyed hashes (HMAC-SHA256 with `IP_HASH_SECRET`) under which the API keeps what it must
 * recognise but need not read: a client (to count it), a phone number (the consent ledger, the
 * do-not-call list). Without the key, a hash cannot be tried against every number or address.
 */
export function keyedHashes(secret: string) {
  const hash = (value: string) => createHmac("sha256", secret).update(value).digest("base64url");
  return {
    /** A client (an IPv4 address, an IPv6 /64); the hash stored with each call. */
    client: (key: string) => hash(key),
    /** An E.164 number, in its own domain so it never equals a client's hash. */
    number: (e164: string) => hash(`number:${e164}`),
  };
}

export type KeyedHashes = ReturnType<typeof keyedHashes>;
