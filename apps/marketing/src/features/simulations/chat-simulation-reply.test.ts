import { aiChatbotPage } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { chatDemoReply } from "./chat-simulation-reply";

const { quickReplies, fallbackReply } = aiChatbotPage.demo;
const answerOf = (id: string) => quickReplies.find((reply) => reply.id === id)?.aiReply;

describe("chat demo reply", () => {
  it("answers each quick reply with its own answer", () => {
    for (const reply of quickReplies) {
      expect(chatDemoReply(reply.message, quickReplies, fallbackReply)).toBe(reply.aiReply);
    }
  });

  it("answers typed messages by their words, the more specific intent first", () => {
    expect(chatDemoReply("Please cancel my appointment", quickReplies, fallbackReply)).toBe(
      answerOf("cancel-booking"),
    );
    expect(chatDemoReply("Can I book for Thursday?", quickReplies, fallbackReply)).toBe(
      answerOf("book-appointment"),
    );
    expect(chatDemoReply("I want a PERSON please", quickReplies, fallbackReply)).toBe(
      answerOf("talk-to-human"),
    );
  });

  it("falls back when nothing matches", () => {
    expect(chatDemoReply("Hello there", quickReplies, fallbackReply)).toBe(fallbackReply);
  });
});
