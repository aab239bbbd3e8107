import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";
import { test } from "./voice-network";

// What the Voice Chat panel has to say (talking in the browser is unavailable, a call failed)
// is part of its flow: it covers neither the page's header nor the panel's title, close button
// or first label, at a phone's width and a desktop's, in both themes (issue 41: it was a toast
// over the header, and over the panel once its phone form was open).

const NOT_AVAILABLE = "Talking in the browser isn't available right now";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not shown`);
  return box;
}

/** Fails if any of `messages` overlaps any of `controls`, naming the pair. */
async function expectApart(messages: Locator[], controls: Record<string, Locator>) {
  const clashes: string[] = [];
  for (const message of messages) {
    const box = await boxOf(message);
    for (const [name, control] of Object.entries(controls)) {
      if (overlaps(box, await boxOf(control))) clashes.push(`${message.toString()} over ${name}`);
    }
  }
  expect(clashes).toEqual([]);
}

/** Fails unless each control is what the visitor reaches at its centre: nothing lies over it. */
async function expectUncovered(controls: Record<string, Locator>) {
  const covered: string[] = [];
  for (const [name, control] of Object.entries(controls)) {
    const reached = await control.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      return top !== null && (element === top || element.contains(top) || top.contains(element));
    });
    if (!reached) covered.push(name);
  }
  expect(covered).toEqual([]);
}

/** The page's header and the panel's title and close button, which no message may cover. */
function controlsOf(page: Page, panel: Locator) {
  return {
    header: page.getByRole("banner"),
    "panel title": panel.getByRole("heading", { level: 2 }),
    "close button": panel.getByRole("button", { name: "Close voice chat" }),
  };
}

const views = [
  { width: 390, height: 844, colorScheme: "light" },
  { width: 390, height: 844, colorScheme: "dark" },
  { width: 1280, height: 800, colorScheme: "light" },
  { width: 1280, height: 800, colorScheme: "dark" },
] as const;

for (const { width, height, colorScheme } of views) {
  const view = `${String(width)} px, ${colorScheme}`;
  test.describe(`the Voice Chat panel's messages at ${view}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    });

    test("without voice keys: the hero opens the panel, whose notice covers nothing, nor does its phone form", async ({
      page,
    }, testInfo) => {
      await open(page, "/");
      await hydrateSection(page, "hero-call");
      await page.getByRole("button", { name: "Talk to the AI Live" }).click();
      const panel = page.getByRole("dialog", { name: "NovaLine Live" });
      const notice = panel.getByRole("region", { name: NOT_AVAILABLE });
      await expect(notice).toBeVisible();
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      const controls = controlsOf(page, panel);
      await expectApart([notice], controls);
      await expectUncovered({ ...controls, notice });
      await expectNoAxeViolations(page, { include: "[role=dialog]" });
      await page.screenshot({ path: testInfo.outputPath(`unavailable-${view}.png`) });

      // The phone form, in the panel: its title, close button and first label stay in view.
      await notice.getByRole("button", { name: "Get a call on your phone" }).click();
      const firstLabel = panel.locator("form label").first();
      await expect(firstLabel).toContainText("First name");
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      const { "panel title": title, "close button": close } = controlsOf(page, panel);
      await expectUncovered({
        "panel title": title,
        "close button": close,
        "first label": firstLabel,
      });
      await page.screenshot({ path: testInfo.outputPath(`phone-form-${view}.png`) });
    });

    test("a refused microphone: the panel says so in its flow, with the text chat, covering nothing", async ({
      page,
      voiceNetwork,
    }, testInfo) => {
      await voiceNetwork({ microphone: "denied" });
      await open(page, "/");
      await hydrateSection(page, "hero-call");
      await page.getByRole("button", { name: "Talk to the AI Live" }).click();
      const panel = page.getByRole("dialog", { name: "NovaLine Live" });
      const failure = panel.locator("[data-slot=call-failure]");
      await expect(failure.getByRole("alert")).toHaveText(
        "Allow microphone access to talk to the AI.",
      );
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
      const controls = {
        ...controlsOf(page, panel),
        "industry label": panel.getByText("Demo for a business in", { exact: true }),
      };
      await expectApart([failure], controls);
      await expectUncovered({ ...controls, failure });
      await expectNoAxeViolations(page, { include: "[role=dialog]" });
      await page.screenshot({ path: testInfo.outputPath(`microphone-refused-${view}.png`) });
    });
  });
}
