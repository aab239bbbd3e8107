import { InquiryApiError, type ChatReply, type ChatRequestInput } from "@novaline/inquiry";
import { createTextChat, TextTransportError } from "@novaline/voice-core";
import { describe, expect, it, vi } from "vitest";
import {
  BotCheckIncomplete,
  chatProblemOf,
  createSiteChatTransport,
  type SiteChatTransportOptions,
} from "./text-chat-transport";

const reply = (continuation: string | null, replies = ["Hi!"]): ChatReply => ({
  replies,
  continuation,
  turnsLeft: continuation === null ? 0 : 5,
  expiresAt: "2026-11-30T01:30:00.000Z",
});

const apiError = (status: number, code: string, retryAfter?: number) =>
  new InquiryApiError(
    status,
    { code: code as InquiryApiError["code"], message: code },
    retryAfter === undefined ? {} : { retryAfter },
  );

/** The site's transport in a voice-core chat, over an API whose answers the test scripts. */
function setUp(answers: (ChatReply | Error)[], options: Partial<SiteChatTransportOptions> = {}) {
  const sent: ChatRequestInput[] = [];
  const sendChatMessage = vi.fn((request: ChatRequestInput) => {
    sent.push(request);
    const next = answers.shift();
    if (!next) throw new Error("No answer scripted");
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  let tokens = 0;
  const resetBotCheck = vi.fn();
  const onReply = vi.fn();
  const transport = createSiteChatTransport({
    botCheckToken: () => Promise.resolve(`token-${String(++tokens)}`),
    botCheckEnabled: true,
    resetBotCheck,
    onReply,
    api: { sendChatMessage },
    ...options,
  });
  return { chat: createTextChat({ transport }), sent, sendChatMessage, resetBotCheck, onReply };
}

describe("the site's chat transport", () => {
  it("sends the first message with a bot-check token, then each with the last continuation", async () => {
    const { chat, sent, resetBotCheck } = setUp([
      reply("c1", ["Hello! How can I help?"]),
      reply("c2", ["We open at nine."]),
    ]);
    expect(await chat.send("Hi")).toBe(true);
    expect(await chat.send("When do you open?")).toBe(true);
    expect(sent).toEqual([
      { message: "Hi", turnstileToken: "token-1" },
      { message: "When do you open?", continuation: "c1" },
    ]);
    // The token was good once: a fresh one is asked for after the first request only.
    expect(resetBotCheck).toHaveBeenCalledTimes(1);
    expect(chat.getSnapshot().transcript.map(({ role, text }) => [role, text])).toEqual([
      ["user", "Hi"],
      ["assistant", "Hello! How can I help?"],
      ["user", "When do you open?"],
      ["assistant", "We open at nine."],
    ]);
  });

  it("sends no token from a build without a bot check", async () => {
    const { chat, sent } = setUp([reply("c1")], {
      botCheckEnabled: false,
      botCheckToken: () => Promise.resolve(undefined),
    });
    await chat.send("Hi");
    expect(sent).toEqual([{ message: "Hi" }]);
  });

  it("does not send a first message whose bot check gave no token", async () => {
    const { chat, sendChatMessage, resetBotCheck } = setUp([], {
      botCheckToken: () => Promise.resolve(undefined),
    });
    expect(await chat.send("Hi")).toBe(false);
    expect(sendChatMessage).not.toHaveBeenCalled();
    expect(resetBotCheck).toHaveBeenCalled();
    const { error, unsent } = chat.getSnapshot();
    expect(error?.cause).toBeInstanceOf(BotCheckIncomplete);
    expect(error && chatProblemOf(error)).toBe("botCheck");
    expect(unsent).toBe("Hi");
  });

  it("turns 429 into busy with the wait Retry-After asked for, and keeps the continuation", async () => {
    const { chat, sent } = setUp([reply("c1"), apiError(429, "chat-minute-cap", 20), reply("c2")]);
    await chat.send("Hi");
    expect(await chat.send("Again")).toBe(false);
    const { error } = chat.getSnapshot();
    expect(error).toMatchObject({ reason: "busy", retryAfterMs: 20_000 });
    expect(error?.cause).toBeInstanceOf(TextTransportError);
    expect(error && chatProblemOf(error)).toBe("busy");
    // The API gave the continuation back: the same conversation goes on.
    await chat.send("Again");
    expect(sent.at(-1)).toEqual({ message: "Again", continuation: "c1" });
  });

  it("asks for a new token when a first message was refused", async () => {
    const { chat, sent } = setUp([apiError(502, "chat-unavailable"), reply("c1")]);
    expect(await chat.send("Hi")).toBe(false);
    const { error } = chat.getSnapshot();
    expect(error && chatProblemOf(error)).toBe("unavailable");
    await chat.send("Hi");
    expect(sent).toEqual([
      { message: "Hi", turnstileToken: "token-1" },
      { message: "Hi", turnstileToken: "token-2" },
    ]);
  });

  it.each([
    [403, "chat-continuation-invalid", "ended"],
    [410, "chat-conversation-expired", "ended"],
    [410, "chat-turn-limit", "ended"],
    [503, "chat-not-configured", "notConfigured"],
    [403, "bot-check-failed", "botCheck"],
    [503, "bot-check-unavailable", "botCheck"],
    [502, "chat-unavailable", "unavailable"],
    [502, "unexpected", "unavailable"],
    [422, "invalid", "notConfigured"],
  ] as const)("says %i %s is %s", async (status, code, problem) => {
    const { chat } = setUp([apiError(status, code)]);
    expect(await chat.send("Hi")).toBe(false);
    const { error } = chat.getSnapshot();
    expect(error?.cause).toMatchObject({ status });
    expect(error && chatProblemOf(error)).toBe(problem);
  });

  it("says a message that got no answer is the network's", async () => {
    const { chat } = setUp([apiError(0, "network")]);
    await chat.send("Hi");
    const { error } = chat.getSnapshot();
    expect(error?.reason).toBe("network");
    expect(error && chatProblemOf(error)).toBe("network");
  });

  it("ends the conversation after the API's last answer, without another request", async () => {
    const { chat, sendChatMessage, onReply } = setUp([reply("c1"), reply(null, ["Goodbye!"])]);
    await chat.send("Hi");
    await chat.send("Bye");
    expect(onReply).toHaveBeenLastCalledWith(expect.objectContaining({ continuation: null }));
    expect(await chat.send("One more")).toBe(false);
    expect(sendChatMessage).toHaveBeenCalledTimes(2);
    const { error } = chat.getSnapshot();
    expect(error && chatProblemOf(error)).toBe("ended");
  });
});
