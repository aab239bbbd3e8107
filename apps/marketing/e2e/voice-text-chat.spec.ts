import { voiceTextChat as copy, voiceWidget } from "@novaline/content";
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations, open } from "./fixtures";
import {
  API_START_TIMEOUT_MS,
  routeChat,
  startPhoneDemoBackend,
  type PhoneDemoBackend,
} from "./phone-demo-backend";
import { test } from "./voice-network";

// The text chat a visitor without a microphone is offered in the Voice Chat panel, through the
// real built API (`POST /v1/chat`) and the Vapi stand-in's chat, which answers the first message
// by repeating it and each later one with the first thing said (so the conversation is kept).

const CHAT_ASSISTANT = "stand-in-chat-assistant";

/** Opens the panel on /about and tries a call the browser refuses the microphone for. */
async function refusedCall(page: Page) {
  await open(page, "/about");
  await page.getByRole("button", { name: /^Voice Chat/ }).click();
  const panel = page.getByRole("dialog", { name: voiceWidget.title });
  await panel.getByRole("button", { name: voiceWidget.startLabel }).click();
  await expect(panel).toContainText("Allow microphone access to talk to the AI.");
  return panel;
}

test.describe("text chat when the microphone is denied (the API and the Vapi stand-in)", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  let backend: PhoneDemoBackend;
  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS);
    backend = await startPhoneDemoBackend({
      phoneLine: true,
      // Every test chats from 127.0.0.1 within a minute.
      env: { VAPI_CHAT_ASSISTANT_ID: CHAT_ASSISTANT, CHAT_MESSAGES_PER_IP_PER_MINUTE: "100" },
    });
  });
  test.afterAll(async () => {
    await backend.stop();
  });
  test.beforeEach(async ({ page }) => {
    await routeChat(page, backend);
  });
  const vapi = () => {
    if (!backend.vapi) throw new Error("The backend has no Vapi stand-in");
    return backend.vapi;
  };

  test("offers typing instead, and the assistant answers and keeps the conversation", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork({ microphone: "denied" });
    const panel = await refusedCall(page);
    const offer = panel.getByRole("button", { name: copy.offer.action });
    await expect(panel).toContainText(copy.offer.text);
    await offer.click();

    const box = panel.getByRole("textbox", { name: copy.inputLabel });
    await expect(box).toBeFocused();
    await expect(panel.getByRole("heading", { name: copy.title })).toBeVisible();
    const log = panel.getByRole("log", { name: copy.transcriptLabel });
    await box.fill("Do you open on Sundays?");
    await box.press("Enter");
    await expect(log).toContainText("You: Do you open on Sundays?");
    await expect(log).toContainText(
      'AI: Hello! You said: "Do you open on Sundays?". How can I help?',
    );
    await expect(box).toBeFocused();

    await box.fill("And on Monday?");
    await panel.getByRole("button", { name: copy.sendLabel }).click();
    await expect(log).toContainText(
      'AI: You first said: "Do you open on Sundays?". Now you say: "And on Monday?".',
    );
    // Vapi kept one conversation with the chat assistant: the second chat follows the first.
    const chats = [...vapi().chats.values()].slice(-2);
    expect(chats.map(({ assistantId }) => assistantId)).toEqual([CHAT_ASSISTANT, CHAT_ASSISTANT]);
    expect(chats[1]?.previousChatId).toBe(chats[0]?.id);
    // No call was created for a visitor who cannot talk.
    expect(voice.webCalls).toEqual([]);

    // Ending goes back to the call view, focus on the offer it came from.
    await panel.getByRole("button", { name: copy.endLabel }).click();
    await expect(offer).toBeFocused();
    await expect(panel.getByRole("log", { name: copy.transcriptLabel })).toHaveCount(0);
  });

  test("a message the assistant did not answer stays in the box and says why", async ({
    page,
    voiceNetwork,
  }) => {
    await voiceNetwork({ microphone: "denied" });
    const panel = await refusedCall(page);
    await panel.getByRole("button", { name: copy.offer.action }).click();
    const box = panel.getByRole("textbox", { name: copy.inputLabel });
    vapi().failChatNext(500);
    await box.fill("Hello?");
    await box.press("Enter");
    await expect(panel.getByRole("alert")).toHaveText(copy.failures.unavailable);
    await expect(box).toHaveValue("Hello?");
    // Sent again (with a new bot-check token), it goes through.
    await box.press("Enter");
    await expect(panel.getByRole("log", { name: copy.transcriptLabel })).toContainText(
      'AI: Hello! You said: "Hello?". How can I help?',
    );
    await expect(panel.getByRole("alert")).toHaveCount(0);
  });

  for (const [colorScheme, width] of [
    ["light", 1280],
    ["dark", 1280],
    ["light", 390],
    ["dark", 390],
  ] as const) {
    test(`the text chat passes axe in the ${colorScheme} theme at ${String(width)} px`, async ({
      page,
      voiceNetwork,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.emulateMedia({ colorScheme });
      await voiceNetwork({ microphone: "denied" });
      const panel = await refusedCall(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      // For review (test-results/playwright): the offer, then the text view.
      await panel.screenshot({
        path: testInfo.outputPath(`offer-${colorScheme}-${String(width)}.png`),
      });
      await panel.getByRole("button", { name: copy.offer.action }).click();
      const box = panel.getByRole("textbox", { name: copy.inputLabel });
      await box.fill("Can I book for Friday?");
      await box.press("Enter");
      await expect(panel.getByRole("log", { name: copy.transcriptLabel })).toContainText(
        "How can I help?",
      );
      await box.fill("Too many messages");
      // A refusal of the API's limits, as it answers one (429, Retry-After, its code).
      await page.route("https://api.novaline.ai/v1/chat", (route) => {
        const cors = {
          "access-control-allow-origin": new URL(page.url()).origin,
          "access-control-allow-headers": "content-type, accept",
          "access-control-allow-methods": "POST",
          "access-control-expose-headers": "retry-after",
        };
        return route.request().method() === "OPTIONS"
          ? route.fulfill({ status: 204, headers: cors })
          : route.fulfill({
              status: 429,
              headers: { ...cors, "retry-after": "20" },
              json: { error: { code: "chat-minute-cap", message: "Too many messages." } },
            });
      });
      await box.press("Enter");
      await expect(panel.getByRole("alert")).toHaveText(
        copy.failures.busy.replace("{seconds}", "20"),
      );
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await page.screenshot({
        path: testInfo.outputPath(`text-chat-${colorScheme}-${String(width)}.png`),
      });
    });
  }
});
