import { aiChatbotPage } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { chatSimulationReply } from "./chat-simulation-reply";

const { quickReplies, fallbackReply } = aiChatbotPage.demo;
const answerOf = (id: string) => quickReplies.find((reply) => reply.id === id)?.aiReply;

describe("chat demo reply", () => {
  it("answers each quick reply with its own answer", () => {
    for (const reply of quickReplies) {
      expect(chatSimulationReply(reply.message, quickReplies, fallbackReply)).toBe(reply.aiReply);
    }
  });

  it("answers typed messages by their words, the more specific intent first", () => {
    expect(chatSimulationReply("Please cancel my appointment", quickReplies, fallbackReply)).toBe(
      answerOf("cancel-booking"),
    );
    expect(chatSimulationReply("Can I book for Thursday?", quickReplies, fallbackReply)).toBe(
      answerOf("book-appointment"),
    );
    expect(chatSimulationReply("I want a PERSON please", quickReplies, fallbackReply)).toBe(
      answerOf("talk-to-human"),
    );
  });

  it("falls back when nothing matches", () => {
    expect(chatSimulationReply("Hello there", quickReplies, fallbackReply)).toBe(fallbackReply);
  });
});
