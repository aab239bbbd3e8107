import {
  aiCallerPage,
  booking,
  contactPage,
  demoCallForm,
  testimonialsPage,
} from "@novaline/content";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrateSection, open } from "./fixtures";

// What a visitor at 390 px met (issue 41): the call simulation's status squeezed to a word per
// line, the floating buttons (Voice Chat, Back to top, a product page's booking link) over the
// form being filled in and over the first screen, and "Tap to unmute" over each speaker's name.
// Each test runs at 390 and 1280 px, one theme at each width (the layout does not change with
// the theme), and saves a screenshot for review in test-results/playwright.

/** A rectangle on the screen. */
interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A piece of copy the test relies on, or a failure saying it has gone. */
function copy(text: string | undefined, what: string): string {
  if (!text) throw new Error(`The copy has no ${what} any more: pick another target.`);
  return text;
}

const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const FLOATING = '[data-sticky-cta] a, [data-floating="voice"] > button, [data-floating="top"]';

/** The floating buttons a visitor sees now: hidden or faded ones are left out. */
function floatingBoxes(page: Page): Promise<(Rect & { name: string })[]> {
  return page.locator(FLOATING).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const shown =
        style.visibility === "visible" &&
        Number(getComputedStyle(element.parentElement ?? element).opacity) > 0 &&
        box.width > 0 &&
        box.top < innerHeight;
      const name = element.getAttribute("aria-label") ?? element.textContent.trim();
      return shown ? [{ name, x: box.x, y: box.y, width: box.width, height: box.height }] : [];
    }),
  );
}

/**
 * What a visitor reads or uses in `locator`: each line of its text, each field and each box
 * without text inside it (an icon, a bar of a waveform).
 */
function inkOf(locator: Locator): Promise<Rect[]> {
  return locator.evaluate((root) => {
    const rects: Rect[] = [];
    const add = (rect: DOMRect) => {
      if (rect.width > 0 && rect.height > 0) rects.push(rect.toJSON() as Rect);
    };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(rect);
    }
    // A glow spilling out of the element is decoration, not something to read or use.
    const within = root.getBoundingClientRect();
    for (const element of [root, ...root.querySelectorAll("*")]) {
      const box = element.getBoundingClientRect();
      const inside =
        box.left >= within.left - 1 &&
        box.right <= within.right + 1 &&
        box.top >= within.top - 1 &&
        box.bottom <= within.bottom + 1;
      if (element.children.length === 0 && !element.textContent.trim() && inside) add(box);
    }
    return rects;
  });
}

/** Which floating buttons cover part of what `targets` show, as "button over text-or-box". */
async function covered(page: Page, targets: Locator[]): Promise<string[]> {
  const buttons = await floatingBoxes(page);
  const found: string[] = [];
  for (const target of targets) {
    for (const rect of await inkOf(target)) {
      for (const button of buttons) {
        if (overlap(button, rect)) found.push(`${button.name} over ${String(Math.round(rect.y))}`);
      }
    }
  }
  return found;
}

/** How many lines of text `locator` takes. */
function linesOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

const sizes = [
  [390, "light"],
  [1280, "dark"],
] as const;
const otherThemes = [
  [390, "dark"],
  [1280, "light"],
] as const;

test.describe("the call simulation", () => {
  for (const [path, combos] of [
    ["/services", sizes],
    ["/ai-caller", otherThemes],
  ] as const) {
    for (const [width, colorScheme] of combos) {
      test(`gives its status the width at ${String(width)} px on ${path} (${colorScheme})`, async ({
        page,
      }, testInfo) => {
        await page.setViewportSize({ width, height: 844 });
        await page.emulateMedia({ colorScheme });
        await open(page, path);
        const section = await hydrateSection(page, "call-demo");
        const status = section.getByText(aiCallerPage.demo.idleLabel);
        const card = section.locator("[data-state][data-yield-floating]");
        const start = card.getByRole("button", { name: aiCallerPage.demo.startLabel });
        await expect(start).toBeVisible();
        // It took 11 lines, a word each, at 390 px.
        expect(await linesOf(status)).toBeLessThanOrEqual(2);
        const [text, button] = await Promise.all([status.boundingBox(), start.boundingBox()]);
        if (!text || !button) throw new Error("not laid out");
        expect(overlap(text, button)).toBe(false);
        await card.screenshot({
          path: testInfo.outputPath(`call-simulation${path.replace("/", "-")}.png`),
        });
      });
    }
  }
});

test.describe("the floating buttons", () => {
  for (const [width, colorScheme] of sizes) {
    test(`stay off the phone demo from the link's arrival to its consent (${String(width)} px, ${colorScheme})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      // "Call my phone" lands here: on a phone the booking bar covered the first field.
      await page.goto(`/ai-caller#${demoCallForm.sectionId}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      const demo = page.locator(`#${demoCallForm.sectionId}`);
      const firstName = demo.getByRole("textbox", { name: demoCallForm.fields.firstName.label });
      await expect(firstName).toBeInViewport();
      await expect.poll(() => covered(page, [firstName])).toEqual([]);

      // Filling it in: the phone number, its hint, the consent and the button stay clear.
      const phone = demo.getByRole("textbox", { name: demoCallForm.fields.phone.label });
      await phone.click();
      await page.keyboard.type("5125550134");
      const consent = demo.getByRole("checkbox");
      const consentLabel = demo.locator(`label[for="${(await consent.getAttribute("id")) ?? ""}"]`);
      await consentLabel.scrollIntoViewIfNeeded();
      await expect(phone).toBeFocused();
      const hint = demo.getByText(copy(demoCallForm.fields.phone.hint, "phone hint"));
      const submit = demo.getByRole("button", { name: demoCallForm.submitLabel });
      await expect.poll(() => covered(page, [phone, hint, consentLabel, submit])).toEqual([]);
      const voice = page.getByRole("button", { name: /^Voice Chat/ });
      const booking = page.getByRole("link", { name: aiCallerPage.stickyCta.label });
      if (width === 390) {
        // Stepped aside, out of reach of Tab and screen readers, not just transparent.
        await expect(voice).toBeHidden();
        await expect(booking).toBeHidden();
        expect(
          await page
            .locator('[data-floating="voice"]')
            .evaluate((element) => getComputedStyle(element).transitionDuration),
        ).toBe("0.25s");
      } else {
        await expect(voice).toBeVisible();
      }
      await page.screenshot({ path: testInfo.outputPath("phone-demo-filling-in.png") });

      // Done with the form: focus leaves it and it leaves the view; they come back.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await expect(voice).toBeVisible();
      if (width === 390) await expect(booking).toBeVisible();
    });
  }

  for (const [width, colorScheme] of otherThemes) {
    test(`leave the contact form's hint and the page's last line in view (${String(width)} px, ${colorScheme})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      // Visitors who prefer reduced motion: the buttons hide and show, without sliding.
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      await open(page, "/contact");
      const form = await hydrateSection(page, "contact-form");
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      const hint = form.getByText(copy(contactPage.form.fields.phone.hint, "phone hint"));
      await expect(hint).toBeInViewport();
      await expect.poll(() => covered(page, [hint])).toEqual([]);
      // (The theme's reduced-motion rule makes every transition 0.01 ms.)
      expect(
        await page
          .locator('[data-floating="voice"]')
          .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration)),
      ).toBeLessThan(0.001);
      await page.screenshot({ path: testInfo.outputPath("contact-first-screen.png") });

      // At the end of the page the footer's last line scrolls clear of them, which are back.
      await page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
      });
      const voice = page.getByRole("button", { name: /^Voice Chat/ });
      await expect(voice).toBeVisible();
      await expect(page.getByRole("button", { name: "Back to top" })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      const lastLine = footer.getByText(/All rights reserved/).locator("..");
      await expect.poll(() => covered(page, [lastLine])).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("contact-page-end.png") });

      // An open Voice Chat panel stays, with its button, when the form comes back into view.
      await voice.click();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      await page.evaluate(() => {
        window.scrollTo(0, 0);
      });
      await expect(hint).toBeInViewport();
      await page.waitForTimeout(300);
      await expect(panel).toBeVisible();
      await expect(voice).toBeVisible();
    });
  }

  for (const [width, colorScheme] of sizes) {
    test(`let the keyboard go from the form's last control to the Voice Chat button (${String(width)} px, ${colorScheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      await open(page, "/contact");
      const form = await hydrateSection(page, "contact-form");
      const voice = page.getByRole("button", { name: /^Voice Chat/ });
      await form.getByRole("button", { name: contactPage.form.submitLabel }).focus();
      if (width === 390) await expect(voice).toBeHidden();
      // Tab on through the page and the footer: no trap, and the button is there at the end.
      for (let tabs = 0; tabs < 60; tabs += 1) {
        await page.keyboard.press("Tab");
        if (await voice.evaluate((element) => element === document.activeElement)) break;
      }
      await expect(voice).toBeFocused();
      await expect(voice).toBeInViewport();
      expect(await floatingBoxes(page)).toContainEqual(
        expect.objectContaining({ name: expect.stringMatching(/^Voice Chat/) }),
      );
    });
  }

  for (const [width, colorScheme] of sizes) {
    test(`keep off what the first screen shows (${String(width)} px, ${colorScheme})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      // The "10x" tile's footnote (the metric, whatever its label says).
      const tenTimes = testimonialsPage.stats.find((stat) => stat.fact === "firstReplySpeedup");
      const plan = booking.agenda.find((item) => item.title === "Your integration plan");
      if (!tenTimes?.detail || !plan) throw new Error("the copy has changed: pick other targets");
      for (const [path, target] of [
        ["/testimonials", page.getByText(tenTimes.detail)],
        ["/booking", page.getByText(plan.title, { exact: true })],
        ["/", page.locator('[data-deferred="call-preview"]')],
      ] as const) {
        await open(page, path);
        await expect(page.getByRole("button", { name: /^Voice Chat/ })).toBeVisible();
        await expect(target).toBeVisible();
        expect(await covered(page, [target])).toEqual([]);
        await page.screenshot({
          path: testInfo.outputPath(
            `first-screen${path === "/" ? "-home" : path.replace("/", "-")}.png`,
          ),
        });
      }
    });
  }
});

/** The rows of a testimonial video's frame (432 × 540, packages/content/scripts/make-videos.sh). */
const FRAME = { width: 432, height: 540 };
const SPEAKER_ROWS = { top: 228, bottom: 305 }; // name, role and rating
const CAPTION_ROWS = { top: 350, bottom: 466 }; // the spoken words, at most four lines

test.describe("the testimonial videos", () => {
  for (const [width, colorScheme] of otherThemes) {
    test(`keep "Tap to unmute" off each speaker and the captions; the logos whole (${String(width)} px, ${colorScheme})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      await open(page, "/testimonials");
      const cards = page.locator("article").filter({ has: page.locator("video") });
      await expect(cards).toHaveCount(3);
      for (const [index, card] of (await cards.all()).entries()) {
        await card.scrollIntoViewIfNeeded();
        const media = card.locator('[data-slot="video-card-media"]');
        const label = card.getByText(testimonialsPage.videoCopy.unmuteHint);
        await expect(label).toBeVisible();
        const [mediaBox, labelBox] = await Promise.all([media.boundingBox(), label.boundingBox()]);
        if (!mediaBox || !labelBox) throw new Error("not laid out");
        // The label's rows in the frame's own pixels.
        const scale = FRAME.height / mediaBox.height;
        const top = (labelBox.y - mediaBox.y) * scale;
        const bottom = top + labelBox.height * scale;
        for (const rows of [SPEAKER_ROWS, CAPTION_ROWS]) {
          expect(bottom <= rows.top || top >= rows.bottom, `rows ${String(rows.top)}+`).toBe(true);
        }
        expect(mediaBox.width * scale).toBeCloseTo(FRAME.width, 0);

        // The company's logo: at its own proportions, inside its card and the screen.
        const logo = card.getByRole("img", { name: /logo$/ });
        await logo.scrollIntoViewIfNeeded();
        await expect
          .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0);
        const drawn = await logo.evaluate((image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          const cardBox = image.closest("article")?.getBoundingClientRect();
          return {
            ratio: image.clientWidth / image.clientHeight,
            natural: image.naturalWidth / image.naturalHeight,
            inside:
              cardBox !== undefined &&
              box.left >= cardBox.left &&
              box.right <= cardBox.right &&
              box.right <= document.documentElement.clientWidth,
          };
        });
        expect(drawn.ratio).toBeCloseTo(drawn.natural, 1);
        expect(drawn.inside).toBe(true);
        await card.screenshot({ path: testInfo.outputPath(`video-card-${String(index)}.png`) });
      }
    });
  }
});
