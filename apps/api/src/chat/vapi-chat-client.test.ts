import { afterEach, describe, expect, it } from "vitest";
import { startVapiStandIn, type VapiStandIn } from "../../../../tooling/vapi-stand-in.ts";
import { createVapiChatClient, VapiChatError } from "./vapi-chat-client.js";

let standIn: VapiStandIn | undefined;
afterEach(async () => {
  await standIn?.stop();
  standIn = undefined;
});

async function setUp(options: { key?: string; timeoutMs?: number } = {}) {
  standIn = await startVapiStandIn({ apiKey: "vapi-private" });
  const client = createVapiChatClient({
    baseUrl: `${standIn.url}/`,
    privateKey: options.key ?? "vapi-private",
    timeoutMs: options.timeoutMs ?? 2000,
  });
  return { standIn, client };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the Vapi chat client", () => {
  it("sends the message with the private key and the assistant, then follows the chat it got", async () => {
    const { standIn, client } = await setUp();
    const first = await client.send({ assistantId: "assistant-chat", input: "I'm Jane Cooper" });
    expect(first.chatId).toMatch(/^chat_/);
    expect(first.replies).toEqual(['Hello! You said: "I\'m Jane Cooper". How can I help?']);
    const second = await client.send({
      assistantId: "assistant-chat",
      input: "Who am I?",
      previousChatId: first.chatId,
    });
    expect(second.replies).toEqual([
      'You first said: "I\'m Jane Cooper". Now you say: "Who am I?".',
    ]);
    expect(standIn.requests.map((r) => [r.path, r.authorization, r.body])).toEqual([
      ["/chat", "Bearer vapi-private", { assistantId: "assistant-chat", input: "I'm Jane Cooper" }],
      [
        "/chat",
        "Bearer vapi-private",
        { assistantId: "assistant-chat", input: "Who am I?", previousChatId: first.chatId },
      ],
    ]);
  });

  it("takes only the assistant's texts from the output, not its tool calls or their results", async () => {
    const { client } = await setUp();
    const turn = await client.send({ assistantId: "a", input: "Can I book for tomorrow?" });
    expect(turn.replies).toEqual([
      'Hello! You said: "Can I book for tomorrow?". How can I help? You\'re booked for 9:30 tomorrow.',
    ]);
  });

  it("fails with Vapi's status, never its words or the message, and says when the previous chat is gone", async () => {
    const { standIn, client } = await setUp();
    standIn.failChatNext(503);
    const down = await failureOf(client.send({ assistantId: "a", input: "Jane's secret" }));
    expect(down).toBeInstanceOf(VapiChatError);
    expect(down).toMatchObject({ status: 503, previousChatGone: false });
    expect((down as Error).message).not.toMatch(/stand-in|Jane/);

    const gone = await failureOf(
      client.send({ assistantId: "a", input: "hi", previousChatId: "chat_deleted" }),
    );
    expect(gone).toMatchObject({ status: 404, previousChatGone: true });

    const wrongKey = createVapiChatClient({ baseUrl: standIn.url, privateKey: "wrong" });
    const refused = await failureOf(wrongKey.send({ assistantId: "a", input: "hi" }));
    expect(refused).toMatchObject({ status: 401, previousChatGone: false });
  });

  it("gives up after its time-out, and on an answer without a chat", async () => {
    const { standIn, client } = await setUp({ timeoutMs: 200 });
    standIn.stallChatNext();
    const started = Date.now();
    const slow = await failureOf(client.send({ assistantId: "a", input: "hi" }));
    expect(slow).toMatchObject({ status: 0 });
    expect((slow as Error).message).toContain("200 ms");
    expect(Date.now() - started).toBeLessThan(1500);

    const odd = createVapiChatClient({
      privateKey: "k",
      fetch: () => Promise.resolve(Response.json({ output: [] }, { status: 201 })),
    });
    expect(await failureOf(odd.send({ assistantId: "a", input: "hi" }))).toMatchObject({
      status: 201,
    });
    const unreachable = createVapiChatClient({
      privateKey: "k",
      fetch: () => Promise.reject(new TypeError("fetch failed")),
    });
    expect(await failureOf(unreachable.send({ assistantId: "a", input: "hi" }))).toMatchObject({
      status: 0,
    });
  });
});
