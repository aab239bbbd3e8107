import type { InquiryKind } from "./inquiry-limits.js";

/**
 * The Turnstile action each public form's widget sets, and the API requires of its token: one
 * per form, so a token got on one form is no good on another.
 * @public
 */
export const BOT_CHECK_ACTIONS = {
  demoCall: "demo-call",
  /** The first message of a text conversation with the assistant (`POST /v1/chat`). */
  chat: "chat",
  contact: "inquiry-contact",
  maintenance: "inquiry-maintenance",
  demo: "inquiry-demo",
} as const satisfies Record<"demoCall" | "chat" | InquiryKind, string>;

/**
 * The bot check's action of an inquiry form.
 * @example botCheckActionOf("contact") // "inquiry-contact"
 * @public
 */
export const botCheckActionOf = (kind: InquiryKind): string => BOT_CHECK_ACTIONS[kind];
