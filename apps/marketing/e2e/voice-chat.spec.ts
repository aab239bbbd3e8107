import { expect, type Page } from "@playwright/test";
import { answerCallFeedback } from "./call-feedback-api";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";
import { ROOM_URL, test, WEB_CALL_ID, type VoiceNetwork } from "./voice-network";

const NOT_AVAILABLE = "Talking in the browser isn't available right now";

test.describe("voice widget without voice keys (a build's default)", () => {
  test("the panel says talking in the browser is unavailable, in its own flow, and offers the phone and a demo", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    let sdkRequested = false;
    page.on("request", (request) => {
      if (/vapi|daily/i.test(request.url())) sdkRequested = true;
    });
    await open(page, "/about");
    const launcher = page.getByRole("button", { name: /^Voice Chat/ });
    await launcher.click();
    await expect(launcher).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await expect(panel).toContainText("Powered by");
    // No button that cannot work, and no promise of a browser call or a chat.
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toHaveCount(0);
    await expect(panel).not.toContainText(/chat with/i);
    const notice = panel.getByRole("region", { name: NOT_AVAILABLE });
    await expect(notice).toBeVisible();
    // A visitor's words and the other ways to hear the AI, never a setting's name.
    await expect(notice).not.toContainText("VITE_");
    await expect(notice.getByRole("link", { name: "Book a demo" })).toHaveAttribute(
      "href",
      "/booking",
    );
    // The phone demo is right here, in the panel.
    await notice.getByRole("button", { name: "Get a call on your phone" }).click();
    await expect(panel.getByRole("textbox", { name: /first name/i })).toBeVisible();
    await panel.getByRole("button", { name: "Back to the browser call" }).click();
    await expect(notice.getByRole("button", { name: "Get a call on your phone" })).toBeFocused();
    // Nothing raised a toast.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(sdkRequested).toBe(false);
    expect(errors).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    await page.getByRole("button", { name: "Close voice chat" }).click();
    await expect(panel).toBeHidden();
  });

  test("the hero button opens the panel, which says so, and stays idle", async ({ page }) => {
    await open(page, "/");
    await hydrateSection(page, "hero-call");
    const hero = page.getByRole("button", { name: "Talk to the AI Live" });
    await hero.click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await expect(panel.getByRole("region", { name: NOT_AVAILABLE })).toBeVisible();
    await expect(hero).toHaveAttribute("data-call", "idle");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  });

  test("a call button that asks for the panel before the widget's code has come is answered when it comes", async ({
    page,
  }) => {
    // The widget's code (not part of the first load) is held until the test lets it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('"data-floating":`voice`')) await released;
      await route.fulfill({ response });
    });
    await open(page, "/");
    await hydrateSection(page, "hero-call");
    const widget = page.locator('[data-deferred="voice-widget"]');
    await expect(widget).not.toHaveAttribute("data-hydrated");
    await page.getByRole("button", { name: "Talk to the AI Live" }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await expect(panel).toHaveCount(0);
    release();
    await expect(widget).toHaveAttribute("data-hydrated", "");
    await expect(panel.getByRole("region", { name: NOT_AVAILABLE })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Voice Chat/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  for (const width of [390, 1280]) {
    test(`a link to the phone demo ends its scroll on the form (${String(width)} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/ai-caller#phone-demo");
      await expect(page.locator("#phone-demo")).toBeInViewport();
      // Once the sections below have loaded, the scroll has ended on the form.
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#phone-demo form").getByRole("textbox").first()).toBeInViewport();
    });
  }
});

/**
 * Opens the Voice Chat panel on /about and starts its call, which the agent answers (Vapi's
 * `listening`): the panel.
 */
async function liveCallInPanel(page: Page, voice: VoiceNetwork) {
  await open(page, "/about");
  await page.getByRole("button", { name: /^Voice Chat/ }).click();
  const panel = page.getByRole("dialog", { name: "NovaLine Live" });
  await panel.getByRole("button", { name: "Talk to the AI" }).click();
  await voice.agentListens();
  await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
  return panel;
}

const HELLO = {
  type: "transcript",
  role: "assistant",
  transcriptType: "final",
  transcript: "Hello! How can I help you today?",
};

// The real SDK and Daily's client in the page; only the network is answered (./voice-network).
test.describe("voice call through the network: Vapi's API and a stand-in for Daily", () => {
  test("the widget's call: connecting, End Call in red, speaker, volume, transcript, mute, end", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    await open(page, "/about");
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await expect(panel.getByRole("button", { name: "Connecting…" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await voice.agentListens();
    const end = panel.getByRole("button", { name: "End Call" });
    await expect(end).toBeVisible();
    await expect(end).toHaveAttribute("data-variant", "danger");
    await expect(panel).toContainText("Listening: go ahead and talk");
    // The call Vapi created for the demo's assistant, in the room it named.
    expect(voice.webCalls).toEqual([expect.objectContaining({ assistantId: "test-assistant" })]);
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);

    // The agent's voice is heard: the SDK's speech detection, from Daily's audio levels.
    await voice.agentSpeaks();
    await expect(panel).toContainText("NovaLine Live is speaking…");
    await voice.agentSends(HELLO);
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText(
      "Hello! How can I help you today?",
    );

    await panel.getByRole("button", { name: "Mute microphone" }).click();
    await expect(panel.getByRole("button", { name: "Unmute microphone" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect.poll(async () => (await voice.daily()).localAudio).toEqual([false]);

    // Hanging up ends the call for the agent too, and leaves the meeting.
    await end.click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    expect(await voice.sentByPage("end-call")).toEqual([{ type: "end-call" }]);
    expect((await voice.daily()).leaves).toBe(1);
  });

  test("says when the agent is thinking, and a voice the browser blocked plays on a tap without ending the call", async ({
    page,
    voiceNetwork,
  }) => {
    // The browser plays media only inside a click: the SDK's own player, started when the
    // agent's audio arrives, is refused.
    const voice = await voiceNetwork({ autoplay: "on-click" });
    const panel = await liveCallInPanel(page, voice);
    await voice.agentSends({ type: "speech-update", role: "user", status: "stopped" });
    await expect(panel).toContainText("NovaLine Live is thinking…");
    await voice.agentSends({ type: "speech-update", role: "assistant", status: "started" });
    await expect(panel).toContainText("NovaLine Live is speaking…");

    // The call goes on, and says so.
    const tap = panel.getByRole("button", { name: "Tap to hear the AI" });
    await expect(tap).toBeVisible();
    await expect(panel).toContainText("Your browser paused the AI's voice until you tap.");
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    await expect(page.locator("audio")).toHaveCount(0);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await tap.click();
    await expect(tap).toBeHidden();
    // The agent plays on an element of the page's own, which the call's end removes.
    expect(await page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(
      false,
    );
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(page.locator("audio")).toHaveCount(0);
  });

  test("a visitor can type to the AI during the call: the words show at once and reach the agent", async ({
    page,
    voiceNetwork,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const voice = await voiceNetwork();
    const panel = await liveCallInPanel(page, voice);
    const box = panel.getByRole("textbox", { name: "Type to the AI" });
    // It fits the panel at 390 px: nothing in it reaches the panel's padding.
    const frame = await panel.boundingBox();
    for (const control of [
      box,
      panel.getByRole("button", { name: "Send" }),
      panel.getByRole("button", { name: "End Call" }),
    ]) {
      const edge = await control.boundingBox();
      expect(edge && frame && edge.x + edge.width).toBeLessThanOrEqual(
        (frame?.x ?? 0) + (frame?.width ?? 0) - 12,
      );
    }
    await box.fill("Do you work on Saturdays?");
    await box.press("Enter");
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText(
      "You: Do you work on Saturdays?",
    );
    await expect(box).toHaveValue("");
    await expect(panel).toContainText("NovaLine Live is thinking…");
    const saturdays = {
      type: "add-message",
      message: { role: "user", content: "Do you work on Saturdays?" },
      triggerResponseEnabled: true,
    };
    await expect.poll(() => voice.sentByPage("add-message")).toEqual([saturdays]);
    // An empty box sends nothing; the send button works too.
    await panel.getByRole("button", { name: "Send" }).click();
    await box.fill("And Sundays?");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText(
      "You: And Sundays?",
    );
    await expect
      .poll(() => voice.sentByPage("add-message"))
      .toEqual([saturdays, { ...saturdays, message: { role: "user", content: "And Sundays?" } }]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  });

  test("a call whose connection drops is rejoined, transcript kept, and can be ended meanwhile", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    const panel = await liveCallInPanel(page, voice);
    await voice.agentSends(HELLO);
    const log = panel.getByRole("log", { name: "Live transcript" });
    await expect(log).toContainText("Hello! How can I help you today?");

    // Daily's fatal connection error, then its left-meeting.
    await voice.dropConnection();
    await expect(panel).toContainText("Connection lost: reconnecting…");
    await expect(log).toContainText("Hello! How can I help you today?");
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    await expect(page.getByText("(call in progress)")).toBeAttached();

    // A second later the same call is rejoined (its room again), not a new one created.
    await expect.poll(async () => (await voice.daily()).joins).toEqual([ROOM_URL, ROOM_URL]);
    await expect(panel).toContainText("Listening: go ahead and talk");
    await expect(log).toContainText("Hello! How can I help you today?");
    expect(voice.webCalls).toHaveLength(1);

    // Dropped again: the visitor hangs up while it reconnects.
    await voice.dropConnection();
    await expect(panel).toContainText("Connection lost: reconnecting…");
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    await expect(panel).not.toContainText("Connection lost");
  });

  test("the hero and the widget share one call, and leaving the home page ends it", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    await open(page, "/");
    await hydrateSection(page, "hero-call");
    await page.getByRole("button", { name: "Talk to the AI Live" }).click();
    await voice.agentListens();
    await expect(
      page.getByRole("main").getByRole("button", { name: "End Call" }).first(),
    ).toBeVisible();
    // The panel opens as the call connects: what the agent says, and the call's controls.
    await expect(page.getByRole("dialog").getByRole("button", { name: "End Call" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Voice Chat/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(voice.webCalls).toHaveLength(1);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About" })
      .click();
    await expect(
      page.getByRole("dialog").getByRole("button", { name: "Talk to the AI" }),
    ).toBeVisible();
    expect((await voice.daily()).leaves).toBe(1);
  });

  test("a denied microphone gets a clear message and the button returns to idle", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork({ microphone: "denied" });
    await open(page, "/");
    await hydrateSection(page, "hero-call");
    const hero = page.getByRole("button", { name: "Talk to the AI Live" });
    await hero.click();
    // The panel opens and says why, in its own flow, with what to do instead.
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await expect(panel.getByRole("alert")).toHaveText("Allow microphone access to talk to the AI.");
    await expect(panel.getByRole("button", { name: "Type to the AI instead" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(hero).toHaveAttribute("data-call", "idle");
    // No call was created for a visitor who cannot talk.
    expect(voice.webCalls).toEqual([]);
  });

  test("the agent's showBookingLink opens the booking card in the panel, even closed, and the call goes on to the booking page", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    const panel = await liveCallInPanel(page, voice);
    await panel.getByRole("button", { name: "Close voice chat" }).click();
    await expect(panel).toBeHidden();
    // The dot and the agent's tools arrive together, with the voice client.
    await expect(page.getByRole("button", { name: "Voice Chat (call in progress)" })).toBeVisible();
    await voice.agentSends({
      type: "tool-calls",
      toolCallList: [
        { id: "tool-1", type: "function", function: { name: "showBookingLink", arguments: {} } },
      ],
    });
    await expect(panel).toBeVisible();
    const card = panel.getByRole("region", { name: "Pick a time for your demo" });
    const link = card.getByRole("link", { name: "Open the booking page" });
    await expect(link).toBeFocused();
    // The agent hears that the page is in front of the visitor, silently.
    await expect
      .poll(() => voice.sentByPage("add-message"))
      .toEqual([
        {
          type: "add-message",
          message: {
            role: "system",
            content: expect.stringContaining(
              "Tool showBookingLink (call tool-1) returned: The booking page is open",
            ) as unknown,
          },
          triggerResponseEnabled: false,
        },
      ]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await link.click();
    await expect(page).toHaveURL(/\/booking\/?$/);
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    await card.getByRole("button", { name: "Back to the call" }).click();
    await expect(card).toBeHidden();
  });

  test("both voices are drawn live, and stand still with reduced motion; a second microphone can be chosen", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork({ microphones: ["Built-in microphone", "USB headset"] });
    const panel = await liveCallInPanel(page, voice);
    const agent = panel.getByRole("meter", { name: "AI voice level" });
    const you = panel.getByRole("meter", { name: "Your voice level" });
    // Silent until the agent speaks.
    await expect(agent).toHaveAttribute("data-heard", "false");
    await voice.agentSpeaks();
    // The agent's tone is heard and its bars move; the silent microphone's are not.
    await expect(agent).toHaveAttribute("data-heard", "true");
    await expect(you).toHaveAttribute("data-heard", "false");
    expect(Number(await agent.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
    const scales = () =>
      agent.evaluate((meter) =>
        Array.from(meter.children, (bar) => (bar as HTMLElement).style.scale),
      );
    await expect.poll(async () => (await scales()).some((scale) => scale !== "")).toBe(true);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(panel.locator('[data-motion="still"]')).toBeVisible();
    // Still: the bars keep their height; the colour alone says the agent is heard.
    const before = await scales();
    await page.waitForTimeout(500);
    expect(await scales()).toEqual(before);
    await expect(agent).toHaveAttribute("data-heard", "true");

    const picker = panel.getByRole("combobox", { name: "Microphone" });
    await expect(picker).toHaveValue("mic-1");
    await picker.selectOption({ label: "USB headset" });
    await expect.poll(async () => (await voice.daily()).inputDevices).toEqual(["mic-2"]);
  });

  test("the microphone list follows devices plugged in and out; an unplugged choice falls back to the default", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork({ microphones: ["Built-in microphone"] });
    const panel = await liveCallInPanel(page, voice);
    const picker = panel.getByRole("combobox", { name: "Microphone" });
    // One microphone: nothing to choose.
    await expect(picker).toBeHidden();

    await voice.plugMicrophones(["Built-in microphone", "USB headset"]);
    await expect(picker).toBeVisible();
    await expect(picker.getByRole("option")).toHaveText(["Built-in microphone", "USB headset"]);
    await expect(picker).toHaveValue("mic-1");
    await picker.selectOption({ label: "USB headset" });
    await expect(picker).toHaveValue("mic-2");
    await expect.poll(async () => (await voice.daily()).inputDevices).toEqual(["mic-2"]);

    // A third plugged in: listed, the choice kept.
    await voice.plugMicrophones(["Built-in microphone", "USB headset", "Bluetooth earbuds"]);
    await expect(picker.getByRole("option")).toHaveCount(3);
    await expect(picker).toHaveValue("mic-2");

    // The chosen headset unplugged mid-call: the call goes on with the default, and says which.
    await voice.plugMicrophones(["Built-in microphone", "Bluetooth earbuds"]);
    await expect(picker.getByRole("option")).toHaveText([
      "Built-in microphone",
      "Bluetooth earbuds",
    ]);
    await expect(picker).toHaveValue("mic-1");
    await expect.poll(async () => (await voice.daily()).inputDevices).toEqual(["mic-2", "mic-1"]);
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
  });

  test("after a call, the visitor rates it with the keyboard; a failed send keeps what they typed, and the API receives it", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    // The first post gets no answer (the visitor's connection), the second is stored.
    const api = await answerCallFeedback(page, ["offline", "created"]);
    const panel = await liveCallInPanel(page, voice);
    // No feedback form while the call is on.
    await expect(panel.getByRole("region", { name: "How was your call?" })).toHaveCount(0);
    await voice.agentSends(HELLO);
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText("Hello!");
    await panel.getByRole("button", { name: "End Call" }).click();

    const feedback = panel.getByRole("region", { name: "How was your call?" });
    await expect(feedback).toBeVisible();
    // From the call button, the next stop is the rating; arrows choose, as radio buttons do.
    await panel.getByRole("button", { name: "Talk to the AI" }).focus();
    await page.keyboard.press("Tab");
    await expect(feedback.getByRole("radio", { name: "1: Poor" })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    const four = feedback.getByRole("radio", { name: "4: Very good" });
    await expect(four).toBeChecked();
    await expect(four).toBeFocused();
    // The focus is seen on the chip the (visually hidden) radio button draws.
    expect(
      await four.evaluate(
        (radio) => getComputedStyle(radio.nextElementSibling ?? radio).outlineStyle,
      ),
    ).toBe("solid");
    await page.keyboard.press("Tab");
    const comment = feedback.getByRole("textbox", { name: "Anything to add? (optional)" });
    await expect(comment).toBeFocused();
    await page.keyboard.type("Quick, and it booked me in.");

    await feedback.getByRole("button", { name: "Send feedback" }).click();
    await expect(feedback.getByRole("alert")).toContainText(
      "We couldn't reach our server, so your feedback wasn't sent.",
    );
    await expect(comment).toHaveValue("Quick, and it booked me in.");
    await expect(four).toBeChecked();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    await feedback.getByRole("button", { name: "Send feedback" }).click();
    const thanks = panel.getByRole("region", { name: "Thanks for your feedback" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole("heading", { name: "Thanks for your feedback" })).toBeFocused();
    const sent = { callId: WEB_CALL_ID, rating: 4, comment: "Quick, and it booked me in." };
    expect(api.bodies).toEqual([sent, sent]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await thanks.getByRole("button", { name: "Close" }).click();
    await expect(thanks).toBeHidden();
    await expect(panel).toBeFocused();
  });

  test("skipping the feedback puts it away for that call; a call without a word said is not offered for rating, the next conversation is", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    const api = await answerCallFeedback(page);
    const panel = await liveCallInPanel(page, voice);
    await voice.agentSends(HELLO);
    await panel.getByRole("button", { name: "End Call" }).click();
    const feedback = panel.getByRole("region", { name: "How was your call?" });
    await feedback.getByRole("button", { name: "Skip" }).click();
    await expect(feedback).toHaveCount(0);
    // Closed and opened again, the panel does not ask again about that call.
    await panel.getByRole("button", { name: "Close voice chat" }).click();
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    await expect(feedback).toHaveCount(0);
    expect(api.bodies).toEqual([]);

    // A call hung up before anything was said is not offered for rating.
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await voice.agentListens();
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    await expect(feedback).toHaveCount(0);

    // The next conversation is.
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await voice.agentListens();
    await voice.agentSends(HELLO);
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(feedback).toBeVisible();
    expect(voice.webCalls).toHaveLength(3);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`the live panel passes axe in the ${colorScheme} theme`, async ({
      page,
      voiceNetwork,
    }) => {
      await page.emulateMedia({ colorScheme });
      const voice = await voiceNetwork({ microphones: ["Built-in microphone", "USB headset"] });
      const panel = await liveCallInPanel(page, voice);
      await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
      await voice.agentSends(HELLO);
      await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText("Hello!");
      await expect(panel.getByRole("combobox", { name: "Microphone" })).toBeVisible();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    });
  }
});

/** The Voice Chat panel once the page has loaded (and hydrated) again. */
async function panelAfterLoad(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return page.getByRole("dialog", { name: "NovaLine Live" });
}

// A full page load (a reload, a link the router does not handle) during a call: the tab kept the
// call (sessionStorage), and the new page rejoins it through the SDK's reconnect().
test.describe("resume after a reload", () => {
  test("a visitor who reloads, or loads another page, during a call is back in the same call", async ({
    page,
    voiceNetwork,
  }) => {
    // The microphone is allowed already: the page may rejoin without asking.
    await page.context().grantPermissions(["microphone"]);
    const voice = await voiceNetwork();
    await liveCallInPanel(page, voice);

    await page.reload();
    const panel = await panelAfterLoad(page);
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    await expect(panel).toContainText("Listening: go ahead and talk");
    await expect(page.getByRole("button", { name: "Voice Chat (call in progress)" })).toBeVisible();
    // The same call: its room joined again, no new call created.
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);
    expect(voice.webCalls).toHaveLength(1);
    // The panel opened on its own: the focus stays where the page put it.
    await expect(panel).not.toBeFocused();
    // The conversation goes on in the rejoined call.
    await voice.agentSends(HELLO);
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText(
      "Hello! How can I help you today?",
    );
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });

    // Another page, loaded in full: the call follows.
    await page.goto("/pricing/");
    await expect(
      (await panelAfterLoad(page)).getByRole("button", { name: "End Call" }),
    ).toBeVisible();
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);
    expect(voice.webCalls).toHaveLength(1);

    // Hung up: the next load has no call to rejoin, and the panel stays closed.
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    expect(await voice.sentByPage("end-call")).toEqual([{ type: "end-call" }]);
    await page.reload();
    await panelAfterLoad(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("novaline:voice-call"))).toBeNull();
  });

  test("when rejoining would ask for the microphone, the visitor rejoins with a click", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork();
    await liveCallInPanel(page, voice);
    await page.reload();
    const panel = await panelAfterLoad(page);
    await expect(panel).toContainText("Your call with NovaLine Live is still on.");
    // No prompt on load: nothing was joined yet.
    expect((await voice.daily()).joins).toEqual([]);
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await panel.getByRole("button", { name: "Rejoin the call" }).click();
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);
    expect(voice.webCalls).toHaveLength(1);
    await expect(panel).not.toContainText("still on");
  });

  test("a call that ended while the page loaded says so, and the panel offers a new one", async ({
    page,
    voiceNetwork,
  }) => {
    await page.context().grantPermissions(["microphone"]);
    const voice = await voiceNetwork();
    await liveCallInPanel(page, voice);
    voice.endCallOnServer();
    await page.reload();
    const panel = await panelAfterLoad(page);
    await expect(panel.getByRole("status")).toHaveText(
      "That call has ended. Start a new one whenever you like.",
    );
    // Tried once, not retried: the room is gone.
    expect((await voice.daily()).joins).toEqual([ROOM_URL]);
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    // No error toast: nothing failed.
    await expect(page.getByText("We could not connect the call")).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem("novaline:voice-call"))).toBeNull();
  });

  test("a kept call older than the assistant's longest call is not rejoined", async ({
    page,
    voiceNetwork,
  }) => {
    await page.context().grantPermissions(["microphone"]);
    const voice = await voiceNetwork();
    await liveCallInPanel(page, voice);
    // Eleven minutes later (the kept call's age counts from when it became active).
    await page.evaluate(() => {
      const key = "novaline:voice-call";
      const kept = JSON.parse(sessionStorage.getItem(key) ?? "{}") as { savedAt: number };
      sessionStorage.setItem(key, JSON.stringify({ ...kept, savedAt: kept.savedAt - 11 * 60_000 }));
    });
    await page.reload();
    const panel = await panelAfterLoad(page);
    await expect(panel.getByRole("status")).toHaveText(
      "That call has ended. Start a new one whenever you like.",
    );
    expect((await voice.daily()).joins).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem("novaline:voice-call"))).toBeNull();
  });
});
