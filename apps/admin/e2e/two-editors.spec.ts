import { adminCopy, routes } from "@novaline/content";
import { expect, test, type Browser, type Page } from "@playwright/test";
import type { LocalAccount } from "../../../tooling/auth-emulator.ts";
import { accounts, expectNoAxeViolations, postInquiry, signIn } from "./fixtures";

const copy = adminCopy.inquiries;
const detail = copy.detail;
const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The admin's live feed of inquiry changes. */
const LIVE_FEED = "**/v1/inquiry-events**";

/**
 * A browser of its own for one member of staff, signed in, with the inquiry's panel open. With
 * `liveFeed: false` its live feed is refused from the first request (a slow connection), until the
 * test lets it through with `context.unroute(LIVE_FEED)`: refused only after sign-in, a feed
 * already open would go on bringing changes, and the colleague would see them before saving.
 */
async function staffMember(
  browser: Browser,
  account: LocalAccount,
  id: string,
  view: { width: number; colorScheme: "light" | "dark" },
  { liveFeed = true }: { liveFeed?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: { width: view.width, height: 900 },
    colorScheme: view.colorScheme,
    reducedMotion: "reduce",
  });
  if (!liveFeed) await context.route(LIVE_FEED, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${routes.adminInquiries}?id=${id}`);
  await expect(page).toHaveURL(new RegExp(routes.adminLogin));
  await signIn(page, account);
  return { context, page };
}

const statusOf = (page: Page, name: string) =>
  page.getByRole("dialog", { name }).getByLabel(detail.statusLabel);

async function addNote(page: Page, name: string, text: string) {
  const panel = page.getByRole("dialog", { name });
  await panel.getByLabel(detail.noteLabel).fill(text);
  await panel.getByRole("button", { name: detail.saveNote }).click();
}

for (const [width, colorScheme] of [
  [390, "dark"],
  [1280, "light"],
] as const) {
  test(`two members of staff on one inquiry lose nothing (${String(width)} px, ${colorScheme})`, async ({
    browser,
  }) => {
    test.slow();
    const name = `Jane ${uniqueTag()}`;
    const id = await postInquiry({
      kind: "contact",
      name,
      email: "jane@clinic.com",
      message: "Two of you will read this.",
    });
    const view = { width, colorScheme };
    const a = await staffMember(browser, accounts.admin, id, view);
    // B's live feed is held back (a slow connection): B's panel still shows the inquiry as new
    // when A's change is saved.
    const b = await staffMember(browser, accounts.colleague, id, view, { liveFeed: false });
    for (const { page } of [a, b]) await expect(statusOf(page, name)).toHaveValue("new");

    // A marks it won; B, not knowing, marks it lost.
    await statusOf(a.page, name).selectOption("won");
    await expect(a.page.getByRole("dialog", { name })).toContainText(accounts.admin.email);
    await statusOf(b.page, name).selectOption("lost");

    // B is told who changed it to what, and keeps what they chose on screen.
    const conflict = b.page.getByRole("dialog", { name }).getByRole("alert");
    await expect(conflict).toContainText(detail.conflict.title);
    await expect(conflict).toContainText(
      new RegExp(`${accounts.admin.email} changed the status to ${copy.statuses.won} at .+\\.`),
    );
    await expect(statusOf(b.page, name)).toHaveValue("lost");
    await b.page.screenshot({
      path: test.info().outputPath(`conflict-${String(width)}-${colorScheme}.png`),
    });
    for (const scheme of ["light", "dark"] as const) {
      await b.page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await expect(b.page.locator("html")).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      await test.step(`axe on the conflict (${scheme}, ${String(width)} px)`, () =>
        expectNoAxeViolations(b.page, { include: '[role="dialog"]' }));
    }
    await b.page.emulateMedia({ colorScheme, reducedMotion: "reduce" });

    // B keeps theirs: saved from the version B has now seen.
    await conflict
      .getByRole("button", {
        name: detail.conflict.keepMine.replace("{status}", copy.statuses.lost),
      })
      .click();
    await expect(conflict).toBeHidden();
    await expect(statusOf(b.page, name)).toBeFocused();
    await expect(b.page.getByRole("dialog", { name })).toContainText(accounts.colleague.email);
    // A's live panel follows: nothing was overwritten unseen.
    await expect(statusOf(a.page, name)).toHaveValue("lost");

    // Both add a note at the same moment: both are kept.
    await b.context.unroute(LIVE_FEED);
    await Promise.all([
      addNote(a.page, name, "Called back, wants a quote."),
      addNote(b.page, name, "Sent the price list."),
    ]);
    // A sees both live.
    const notesOfA = a.page.getByRole("dialog", { name }).getByRole("list", {
      name: detail.notesHeading,
    });
    await expect(notesOfA.getByRole("listitem")).toHaveCount(2);
    await expect(notesOfA).toContainText("Called back, wants a quote.");
    await expect(notesOfA).toContainText("Sent the price list.");
    await expect(notesOfA).toContainText(accounts.colleague.email);

    // B starts another note, reloads: the draft is still there, beside both notes.
    await b.page.getByRole("dialog", { name }).getByLabel(detail.noteLabel).fill("Half a thought");
    await b.page.reload();
    const panelOfB = b.page.getByRole("dialog", { name });
    const notesOfB = panelOfB.getByRole("list", { name: detail.notesHeading });
    await expect(notesOfB.getByRole("listitem")).toHaveCount(2);
    await expect(notesOfB).toContainText("Called back, wants a quote.");
    await expect(panelOfB.getByLabel(detail.noteLabel)).toHaveValue("Half a thought");
    await expect(panelOfB).toContainText(detail.noteDraft);
    await expect(statusOf(b.page, name)).toHaveValue("lost");
    await b.page.screenshot({
      path: test.info().outputPath(`notes-${String(width)}-${colorScheme}.png`),
      fullPage: true,
    });
    await test.step("axe on the notes", () =>
      expectNoAxeViolations(b.page, { include: '[role="dialog"]' }));

    await a.context.close();
    await b.context.close();
  });
}
