import { expect, test } from "@playwright/test";
import { openStory } from "./story.js";

test.describe("Tabs", () => {
  test("shows every pill whole on a wide screen, or cues that the row scrolls", async ({
    page,
  }) => {
    await openStory(page, "components-tabs--industries");
    const list = page.getByRole("tablist", { name: "Industries" });
    const tabs = list.getByRole("tab");
    await expect(tabs).toHaveCount(9);
    const frame = await list.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, scrolls: el.scrollWidth > el.clientWidth + 1 };
    });
    const boxes = await tabs.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right };
      }),
    );
    const cut = boxes.filter((b) => b.left < frame.right && b.right > frame.right + 1);
    if (!frame.scrolls) {
      // Nothing to scroll: every pill is whole.
      expect(cut).toEqual([]);
      return;
    }
    // A scrolling row only on small screens, and with a visible cue at the edge where more
    // pills wait: a pill cut by the edge under a fade.
    expect(page.viewportSize()?.width ?? 0).toBeLessThan(768);
    expect(cut.length).toBe(1);
    const cue = await list.evaluate((el) => getComputedStyle(el).maskImage);
    expect(cue).toContain("gradient");
  });

  test("moves with the arrow keys and keeps the selected pill in view", async ({ page }) => {
    await openStory(page, "components-tabs--industries");
    const list = page.getByRole("tablist", { name: "Industries" });
    await list.getByRole("tab", { name: "Healthcare" }).focus();
    await page.keyboard.press("End");
    const last = list.getByRole("tab").last();
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute("aria-selected", "true");
    await expect(last).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Home");
    await expect(list.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(list.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Beauty");
  });
});
