import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Whether the `X-Vapi-Secret` a request carries is the configured secret, compared in constant
 * time (both sides are hashed first, so neither the content nor the length leaks through timing).
 */
export function isWebhookSecret(received: string | undefined, secret: string): boolean {
  if (received === undefined || secret === "") return false;
  return timingSafeEqual(digest(received), digest(secret));
}
