// The site's text conversation with the voice agent (`POST /v1/chat`), for a visitor whose
// microphone is refused or whose page is not secure: the request, its limits and messages, and
// what the API answers. No phone library here: it is part of the main entry.
import * as z from "zod/mini";
import { text } from "./inquiry-schema.js";

/**
 * The longest message a visitor may send (after trimming), the longest continuation and bot-check
 * token the API reads, inclusive.
 * @public
 */
export const CHAT_LIMITS = { message: 1000, continuation: 1024, turnstileToken: 2048 } as const;

/**
 * What a visitor reads when a chat message is refused as it stands; the API returns the same texts
 * in its `fields` map.
 * @public
 */
export const chatMessages = {
  message: {
    required: "Please type a message",
    tooLong: `Please keep your message to ${CHAT_LIMITS.message.toLocaleString("en-US")} characters or fewer`,
    invalid: "Please type your message as plain text",
  },
  continuation: {
    invalid: "This conversation can't be continued. Please start a new one",
  },
  turnstileToken: {
    invalid: "The check that you're a person did not work. Please reload the page",
  },
  unknown: "This field is not part of a chat message",
} as const;

const m = chatMessages;

/**
 * One message of a visitor's text conversation with the assistant: the text they typed (trimmed,
 * 1 to {@link CHAT_LIMITS}`.message` characters, newlines allowed, no other control characters),
 * and either the bot check's token (`turnstileToken`, from Cloudflare Turnstile's widget with the
 * action `chat`: the first message of a conversation) or the `continuation` the API answered the
 * previous message with (every later one; no new token is needed). Unknown fields are rejected.
 * @example chatRequestSchema.safeParse({ message: "Do you take bookings on Sundays?", turnstileToken })
 * @example chatRequestSchema.safeParse({ message: "And on Monday?", continuation: previous.continuation })
 * @public
 */
export const chatRequestSchema = z.strictObject(
  {
    message: text(CHAT_LIMITS.message, m.message, { required: true, multiline: true }),
    continuation: z.optional(
      z
        .string({ error: m.continuation.invalid })
        .check(
          z.minLength(1, { error: m.continuation.invalid }),
          z.maxLength(CHAT_LIMITS.continuation, { error: m.continuation.invalid }),
        ),
    ),
    turnstileToken: z.optional(
      z
        .string({ error: m.turnstileToken.invalid })
        .check(z.maxLength(CHAT_LIMITS.turnstileToken, { error: m.turnstileToken.invalid })),
    ),
  },
  { error: () => m.unknown },
);

/** A valid chat message (trimmed). @public */
export type ChatRequest = z.output<typeof chatRequestSchema>;
/** What a chat client sends to `POST /v1/chat`. @public */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/**
 * What `POST /v1/chat` answers with 200: the assistant's reply, as one or more texts in the order
 * it said them (possibly none, when it only used a tool), and how the conversation goes on.
 * @public
 */
export interface ChatReply {
  readonly replies: readonly string[];
  /**
   * What the next message must carry as its `continuation` (opaque; good for one message, from
   * the same network, until `expiresAt`), or `null` once the conversation has had as many
   * messages as it may.
   */
  readonly continuation: string | null;
  /** How many more messages this conversation takes. */
  readonly turnsLeft: number;
  /** When the conversation ends, whatever is left of it (ISO 8601). */
  readonly expiresAt: string;
}
