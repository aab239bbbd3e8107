import { readdirSync, readFileSync } from "node:fs";
import { industries, voiceCallPanel, voiceStandInNote } from "@novaline/content";
import { expect } from "@playwright/test";
import { startVapiStandIn, type VapiStandIn } from "../../../tooling/vapi-stand-in.ts";
import { hasIndustryScript } from "../../../tooling/web-call-script.ts";
import { open } from "./fixtures";
import { test } from "./voice-network";

// The browser call of `pnpm start`: the local Vapi stand-in (tooling/vapi-stand-in.ts) answers
// Vapi's API, and its call machine and scripted agent stand in for Daily's, as the dev server's
// voice-config.ts wires them. Here the built site reaches them through the network layer (its
// policy allows Vapi's and Daily's addresses only); the page runs the real SDK and daily-js.

test.describe("the local Vapi stand-in's browser call (what `pnpm start` talks to)", () => {
  let standIn: VapiStandIn;
  test.beforeAll(async () => {
    standIn = await startVapiStandIn();
  });
  test.afterAll(async () => {
    await standIn.stop();
  });

  test("the visitor picks an industry, its agent greets them, and answers what they type and what they say", async ({
    page,
    voiceNetwork,
  }) => {
    test.setTimeout(90_000);
    const voice = await voiceNetwork({ standIn: standIn.url });
    await open(page, "/about");
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    const industry = panel.getByRole("combobox", { name: voiceCallPanel.industry.label });
    await expect(industry).toHaveValue("");
    await industry.selectOption({ label: "Healthcare" });
    await panel.getByRole("button", { name: "Talk to the AI" }).click();

    // The industry reaches the assistant as the phone demo passes it.
    await expect
      .poll(() => voice.webCalls)
      .toEqual([
        expect.objectContaining({
          assistantId: "local-web-assistant",
          assistantOverrides: { variableValues: { industry: "Healthcare" } },
        }),
      ]);
    await expect(panel.getByRole("button", { name: "End Call" })).toBeVisible();
    // Chosen before the call: during it, the panel's room is the conversation's.
    await expect(industry).toBeHidden();
    const log = panel.getByRole("log", { name: "Live transcript" });
    await expect(panel).toContainText("NovaLine Live is speaking…");
    await expect(log).toContainText("Thanks for calling Riverside Family Clinic");
    await expect(panel).toContainText("Listening: go ahead and talk", { timeout: 20_000 });

    // Typed: an answer by its words, from the clinic's script.
    await panel.getByRole("textbox", { name: "Type to the AI" }).fill("How much is a visit?");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(log).toContainText("A standard consultation is $85");
    await expect(panel).toContainText("Listening: go ahead and talk", { timeout: 20_000 });

    // Spoken: the agent hears the visitor's microphone, answers when they stop, and the panel
    // shows how long that answer took on this call.
    await voice.visitorSpeaks();
    await page.waitForTimeout(1000);
    await voice.visitorSpeaks(false);
    await expect(log).toContainText("You: (spoken: the local stand-in does not transcribe)");
    await expect(log).toContainText("Is it for a check-up");
    await expect(panel.locator("[data-slot=reply-latency]")).toHaveText(
      /^Replies in \d+\.\d s on your connection Measured on this call/,
    );
    await expect(panel).toContainText("Listening: go ahead and talk", { timeout: 20_000 });

    // Hanging up; the choice stays for the visitor's next call, after a reload too.
    await panel.getByRole("button", { name: "End Call" }).click();
    await expect(panel.getByRole("button", { name: "Talk to the AI" })).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    await expect(industry).toHaveValue("health");
  });

  test("with no industry chosen, the general receptionist answers", async ({
    page,
    voiceNetwork,
  }) => {
    const voice = await voiceNetwork({ standIn: standIn.url });
    await open(page, "/about");
    await page.getByRole("button", { name: /^Voice Chat/ }).click();
    const panel = page.getByRole("dialog", { name: "NovaLine Live" });
    await panel.getByRole("button", { name: "Talk to the AI" }).click();
    await expect(panel.getByRole("log", { name: "Live transcript" })).toContainText(
      "I answer calls, book appointments and take messages for any kind of business",
    );
    expect(voice.webCalls).toEqual([
      expect.not.objectContaining({ assistantOverrides: expect.anything() }),
    ]);
  });
});

test("the stand-in has a script of its own for each of the site's industries", () => {
  for (const { label } of industries) expect(hasIndustryScript(label), label).toBe(true);
});

test("the built site carries none of the stand-in", () => {
  const assets = new URL("../build/client/assets/", import.meta.url);
  const scripts = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(new URL(name, assets), "utf8"));
  expect(scripts.length).toBeGreaterThan(10);
  for (const marker of [
    "/stand-in/daily-call-machine.js",
    "VITE_VAPI_STAND_IN_URL",
    voiceStandInNote.text,
  ]) {
    expect(
      scripts.filter((script) => script.includes(marker)),
      marker,
    ).toEqual([]);
  }
});
