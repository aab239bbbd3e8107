import { describe, expect, it } from "vitest";
import { inquiryApi } from "./api-endpoints.js";
import { BOT_CHECK_ACTIONS } from "./bot-check.js";
import { CHAT_LIMITS, chatMessages as m, chatRequestSchema } from "./chat-schema.js";
import { createInquiryClient } from "./inquiry-client.js";
import { fieldErrors } from "./field-errors.js";

const errorsOf = (value: unknown) => fieldErrors(chatRequestSchema.safeParse(value));

describe("chatRequestSchema", () => {
  it("takes a first message with its bot-check token, and a later one with its continuation", () => {
    expect(
      chatRequestSchema.parse({ message: "  Do you open on Sundays?\n", turnstileToken: "t" }),
    ).toEqual({ message: "Do you open on Sundays?", turnstileToken: "t" });
    expect(chatRequestSchema.parse({ message: "And Monday?", continuation: "abc.def" })).toEqual({
      message: "And Monday?",
      continuation: "abc.def",
    });
  });

  it("keeps a message's line breaks, and refuses other control characters", () => {
    expect(chatRequestSchema.parse({ message: "Two lines:\r\nthis one" }).message).toBe(
      "Two lines:\r\nthis one",
    );
    expect(errorsOf({ message: "bell\u0007" })).toEqual({ message: m.message.invalid });
    expect(errorsOf({ message: "null\u0000" })).toEqual({ message: m.message.invalid });
  });

  it("needs a message of 1 to 1,000 characters once trimmed, as text", () => {
    expect(errorsOf({})).toEqual({ message: m.message.required });
    expect(errorsOf({ message: "   \n " })).toEqual({ message: m.message.required });
    expect(errorsOf({ message: 42 })).toEqual({ message: m.message.invalid });
    const longest = "a".repeat(CHAT_LIMITS.message);
    expect(chatRequestSchema.parse({ message: ` ${longest} ` }).message).toBe(longest);
    expect(errorsOf({ message: `${longest}a` })).toEqual({ message: m.message.tooLong });
    expect(m.message.tooLong).toContain("1,000");
  });

  it("refuses an empty, overlong or non-text continuation or token, and any other field", () => {
    expect(errorsOf({ message: "hi", continuation: "" })).toEqual({
      continuation: m.continuation.invalid,
    });
    expect(
      errorsOf({ message: "hi", continuation: "x".repeat(CHAT_LIMITS.continuation + 1) }),
    ).toEqual({ continuation: m.continuation.invalid });
    expect(errorsOf({ message: "hi", continuation: 7 })).toEqual({
      continuation: m.continuation.invalid,
    });
    expect(
      errorsOf({ message: "hi", turnstileToken: "x".repeat(CHAT_LIMITS.turnstileToken + 1) }),
    ).toEqual({ turnstileToken: m.turnstileToken.invalid });
    expect(errorsOf({ message: "hi", assistantId: "someone-elses", role: "system" })).toEqual({
      assistantId: m.unknown,
      role: m.unknown,
    });
  });
});

describe("the chat endpoint in the contract", () => {
  it("is public, with a bot-check action of its own", () => {
    expect(inquiryApi.sendChatMessage).toEqual({
      method: "POST",
      path: "/v1/chat",
      access: "public",
    });
    expect(BOT_CHECK_ACTIONS.chat).toBe("chat");
    expect(new Set(Object.values(BOT_CHECK_ACTIONS)).size).toBe(
      Object.values(BOT_CHECK_ACTIONS).length,
    );
  });

  it("is sent by the client without the staff token, and its reply read as the contract types it", async () => {
    const seen: Request[] = [];
    const api = createInquiryClient({
      baseUrl: "https://api.test/",
      getToken: () => "staff-token",
      fetch: (input, init) => {
        seen.push(new Request(input, init));
        return Promise.resolve(
          Response.json({
            replies: ["We open at ten."],
            continuation: "next",
            turnsLeft: 19,
            expiresAt: "2026-11-30T01:00:00.000Z",
          }),
        );
      },
    });
    const reply = await api.sendChatMessage({ message: "When do you open?", turnstileToken: "t" });
    expect(reply.replies).toEqual(["We open at ten."]);
    expect(seen[0]?.url).toBe("https://api.test/v1/chat");
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.headers.get("authorization")).toBeNull();
    expect(await seen[0]?.json()).toEqual({ message: "When do you open?", turnstileToken: "t" });
  });
});
