// The Carousel in a real browser: Embla's drag and swipe, slides per view at each width, the
// keyboard path and focus. Each test runs at 390 px (touch screen) and 1280 px.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { openStory } from "./story.js";

const wide = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** Opens a Carousel story and waits until Embla has measured and taken over the track. */
async function openCarousel(page: Page, id: string, name = "What our clients say") {
  await openStory(page, id);
  const carousel = page.getByRole("region", { name });
  await expect(carousel.locator('[data-slot="carousel-track"]')).toHaveAttribute(
    "style",
    /translate3d/,
  );
  return carousel;
}

/** Names of the slides screen readers can reach: the ones in view. */
function shownSlides(carousel: Locator) {
  return carousel
    .getByRole("group")
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute("aria-label")));
}

/** Whether every reachable slide lies wholly inside the viewport and every other one outside. */
function slidesMatchView(carousel: Locator) {
  return carousel.locator('[data-slot="carousel-viewport"]').evaluate((viewport) => {
    const view = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll<HTMLElement>('[data-slot="carousel-slide"]')].every(
      (slide) => {
        const box = slide.getBoundingClientRect();
        const inside = box.left >= view.left - 1 && box.right <= view.right + 1;
        const outside = box.right <= view.left + 1 || box.left >= view.right - 1;
        return slide.inert ? outside : inside;
      },
    );
  });
}

async function expectOnSlide(carousel: Locator, slide: number, of: number) {
  await expect(
    carousel.getByRole("button", { name: `Show slide ${slide} of ${of}` }),
  ).toHaveAttribute("aria-current", "true");
  await expect(carousel.getByRole("group")).toHaveAccessibleName(`${slide} of ${of}`);
  await expect.poll(() => slidesMatchView(carousel)).toBe(true);
}

test.describe("Carousel", () => {
  test("drags to the next slide with the mouse", async ({ page }) => {
    test.skip(!wide(page), "mouse drag at 1280 px; the 390 px project swipes");
    const carousel = await openCarousel(page, "components-carousel--testimonials");
    const box = await carousel.getByRole("group").boundingBox();
    const quote = await carousel.getByRole("group").locator("blockquote").boundingBox();
    if (!box || !quote) throw new Error("no slide");
    // Along the first line of the quote, most of a slide's width: far enough to settle on the
    // next slide even when a loaded machine makes the drag look slow (Embla then adds no fling).
    const y = quote.y + 10;
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 12 });
    await page.mouse.up();
    await expectOnSlide(carousel, 2, 4);
    // Dragging over the quote selected none of its text.
    expect(await page.evaluate(() => getSelection()?.toString())).toBe("");
    // And back.
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 12 });
    await page.mouse.up();
    await expectOnSlide(carousel, 1, 4);
  });

  test("swipes to the next slide on a touch screen", async ({ page }) => {
    test.skip(wide(page), "touch swipe at 390 px (hasTouch); the 1280 px project drags");
    const carousel = await openCarousel(page, "components-carousel--testimonials");
    const box = await carousel.getByRole("group").boundingBox();
    if (!box) throw new Error("no slide");
    const y = box.y + box.height / 2;
    // page.touchscreen only taps: send the touches through the DevTools protocol.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number) =>
      cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x, y }],
      });
    const from = box.x + box.width * 0.85;
    const to = box.x + box.width * 0.15;
    await touch("touchStart", from);
    for (let step = 1; step <= 10; step += 1) {
      await touch("touchMove", from + ((to - from) * step) / 10);
    }
    await touch("touchEnd", to);
    await expectOnSlide(carousel, 2, 4);
    // The page itself did not scroll sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test("shows three testimonials side by side at 1280 px and one at 390 px", async ({ page }) => {
    const carousel = await openCarousel(page, "components-carousel--several-per-view");
    const perView = wide(page) ? 3 : 1;
    const positions = 6 - perView + 1;
    await expect(carousel.getByRole("group")).toHaveCount(perView);
    expect(await shownSlides(carousel)).toEqual(
      Array.from({ length: perView }, (_, slide) => `${slide + 1} of 6`),
    );
    await expect(carousel.locator('[data-slot="carousel-indicator"]')).toHaveCount(positions);
    expect(await slidesMatchView(carousel)).toBe(true);

    // Next moves by one card.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect
      .poll(() => shownSlides(carousel))
      .toEqual(Array.from({ length: perView }, (_, slide) => `${slide + 2} of 6`));
    await expect.poll(() => slidesMatchView(carousel)).toBe(true);

    // No sideways page scroll, and no card text cut off.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const clipped = await carousel
      .getByRole("group")
      .evaluateAll((slides) =>
        slides.flatMap((slide) =>
          [...slide.querySelectorAll<HTMLElement>("blockquote, figcaption span")]
            .filter((text) => text.scrollWidth > text.clientWidth + 1)
            .map((text) => text.textContent),
        ),
      );
    expect(clipped).toEqual([]);
  });

  test("keyboard: Next with Enter, the arrow keys (wrapping), hidden slides out of reach", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, "components-carousel--testimonials");
    const next = carousel.getByRole("button", { name: "Next slide" });
    // Tab through Previous and the dots to Next.
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press("Tab");
      if (await next.evaluate((button) => button === document.activeElement)) break;
    }
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOnSlide(carousel, 2, 4);
    // The new slide is in the polite live region.
    await expect(carousel.locator('[aria-live="polite"]').getByRole("group")).toHaveAccessibleName(
      "2 of 4",
    );
    await page.keyboard.press("ArrowLeft");
    await expectOnSlide(carousel, 1, 4);
    // Wrap-around backwards, and only the shown slide is exposed.
    await page.keyboard.press("ArrowLeft");
    await expectOnSlide(carousel, 4, 4);
    await expect(carousel.getByRole("group", { name: /of 4/ })).toHaveCount(1);
    // Focus stays on the button the keys were pressed on.
    await expect(next).toBeFocused();
  });

  test("a caller's ref gets the region, and focus still follows the slides", async ({ page }) => {
    const carousel = await openCarousel(page, "components-carousel--with-ref");
    await expect(page.getByTestId("ref-target")).toHaveText(
      "The ref points to: <section> “What our clients say”",
    );
    await carousel.getByRole("group").focus();
    await page.keyboard.press("ArrowRight");
    const second = carousel.getByRole("group", { name: "2 of 4" });
    await expect(second).toBeFocused();
    await expectOnSlide(carousel, 2, 4);
    await page.keyboard.press("ArrowLeft");
    await expect(carousel.getByRole("group", { name: "1 of 4" })).toBeFocused();
    // Focusing did not scroll the clipped viewport out of line with Embla.
    expect(
      await carousel.locator('[data-slot="carousel-viewport"]').evaluate((el) => el.scrollLeft),
    ).toBe(0);
  });

  test("auto-rotation: Pause comes first and stops it; not started under reduced motion", async ({
    page,
  }) => {
    const carousel = await openCarousel(page, "components-carousel--auto-play");
    await page.keyboard.press("Tab");
    const rotation = carousel.getByRole("button", { name: "Stop automatic slide show" });
    await expect(rotation).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      carousel.getByRole("button", { name: "Start automatic slide show" }),
    ).toBeFocused();

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  });
});
