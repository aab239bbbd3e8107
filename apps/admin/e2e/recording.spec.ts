import { adminCopy, fillIn, routes } from "@novaline/content";
import type { DemoCallView } from "@novaline/inquiry";
import { expect, test, type Page } from "@playwright/test";
import {
  localAuthEmulatorPort,
  localFirebaseProject,
  seedAuthEmulator,
  type LocalAccount,
} from "../../../tooling/auth-emulator.ts";
import { recordCspViolations } from "../../../tooling/csp-violations.ts";
import { STAFF_ACCESS_REUSE_MS } from "../../api/src/auth/staff-directory.ts";
import {
  accounts,
  API,
  expectNoAxeViolationsInEveryView,
  postInquiry,
  signIn,
  views,
} from "./fixtures";

const copy = adminCopy.inquiries;
const call = copy.detail.call;

/** A first name no other test uses (letters only, as the greeting rule wants). */
const uniqueName = () =>
  `Rec${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A US number of the 555-01xx range the stand-in rings; `ending` steers it (0001 is busy). */
const numberEnding = (ending: string) =>
  `+1512${String(Math.floor(Math.random() * 8) + 2)}${String(Math.floor(Math.random() * 90) + 10)}${ending}`;

/** Asks for a demo call as the site does and waits until the stand-in's report is applied. */
async function placeDemoCall(firstName: string, phone: string, until: DemoCallView["status"]) {
  const response = await fetch(`${API}/v1/demo-calls`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName, phone, industry: "health", consent: true }),
  });
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await fetch(`${API}/v1/demo-calls/${id}`)).json()) as DemoCallView).status,
      { timeout: 30_000 },
    )
    .toBe(until);
}

async function openInbox(page: Page, search: string) {
  await page.goto(`${routes.adminInquiries}?${search}`);
  await signIn(page, accounts.admin);
  await expect(page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading })).toBeVisible();
}

test("a demo call's recording plays beside its transcript: a chosen line plays from its start and is highlighted, through the API only", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cspViolations = await recordCspViolations(page);
  const name = uniqueName();
  await placeDemoCall(name, numberEnding("0150"), "ended");
  // Every address the page asks: none may be Vapi's (the stand-in's) storage.
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  const ranges: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/recording?")) ranges.push(response.status());
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openInbox(page, `q=${name}`);
  await page.getByRole("button", { name: copy.openLabel.replace("{name}", name) }).click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel.getByText(call.endedReasons["customer-ended-call"] ?? "")).toBeVisible();
  const player = panel.getByLabel(call.player.label);
  await expect(player).toBeVisible();
  // The stand-in's WAV is 10 s long once its metadata has loaded through the API.
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeCloseTo(10, 0);

  const transcript = panel.getByRole("list", { name: call.player.transcriptLabel });
  const lines = transcript.getByRole("button");
  await expect(lines).toHaveCount(5);
  await expect(panel.getByRole("heading", { name: call.player.speakingHeading })).toBeVisible();

  // The fourth line starts at 6 s: choosing it plays from there, and it is the current line.
  await lines.nth(3).click();
  await expect(lines.nth(3)).toHaveAttribute("aria-current", "true");
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThanOrEqual(6);
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 6.3),
    )
    .toBe(true);
  // Played on into the last line (8 s), the highlight follows it.
  await expect(lines.nth(4)).toHaveAttribute("aria-current", "true", { timeout: 10_000 });
  await expect(lines.nth(3)).not.toHaveAttribute("aria-current");
  await player.evaluate((audio: HTMLAudioElement) => {
    audio.pause();
  });

  // Seeking went through the API's range answers; the browser never asked Vapi's storage.
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges.every((status) => status === 206 || status === 200)).toBe(true);
  expect(ranges).toContain(206);
  expect(asked.filter((url) => url.includes("/recordings/"))).toEqual([]);
  expect(await panel.innerHTML()).not.toContain("/recordings/");

  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await page.screenshot({
      path: test.info().outputPath(`recording-${String(width)}-${colorScheme}.png`),
    });
  }
  await expectNoAxeViolationsInEveryView(page, { include: "[role=dialog]" });
  expect(await cspViolations()).toEqual([]);
});

test("a member whose admin access is taken away stops hearing recordings at once, and is told why", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A member of staff of this test alone: the shared accounts keep their access.
  const member: LocalAccount = {
    email: `leaver-${uniqueName().toLowerCase()}@novaline.local`,
    password: "novaline-leaver-local",
    displayName: "Leaving Member",
    claims: { admin: true },
  };
  const emulator = `http://127.0.0.1:${String(localAuthEmulatorPort())}/identitytoolkit.googleapis.com/v1/projects/${localFirebaseProject().projectId}`;
  await seedAuthEmulator({
    host: `127.0.0.1:${String(localAuthEmulatorPort())}`,
    accounts: [member],
  });
  /** Sets the member's custom claims, as an administrator would, and nothing else. */
  async function setClaims(claims: LocalAccount["claims"]) {
    const call = async (path: string, body: unknown) => {
      const response = await fetch(`${emulator}/${path}`, {
        method: "POST",
        headers: { authorization: "Bearer owner", "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.ok).toBe(true);
      return (await response.json()) as { users?: { localId: string }[] };
    };
    const localId = (await call("accounts:lookup", { email: [member.email] })).users?.[0]?.localId;
    await call("accounts:update", { localId, customAttributes: JSON.stringify(claims) });
  }
  const [name, later] = [uniqueName(), uniqueName()];
  await Promise.all([
    placeDemoCall(name, numberEnding("0150"), "ended"),
    placeDemoCall(later, numberEnding("0150"), "ended"),
  ]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${routes.adminInquiries}?q=${name}`);
  await signIn(page, member);
  await page.getByRole("button", { name: fillIn(copy.openLabel, { name }) }).click();
  let panel = page.getByRole("dialog", { name });
  const player = panel.getByLabel(call.player.label);
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeCloseTo(10, 0);
  const firstLink = await player.evaluate((audio: HTMLAudioElement) => audio.currentSrc);
  await page.keyboard.press("Escape");

  // An administrator takes the claim away. The member's ID token still carries it for up to an
  // hour, so the panel still gets a link for another call; the API refuses to play it, and the
  // player says why.
  await setClaims({});
  // The API reuses its read of an account for a few seconds (an <audio> asks for several ranges
  // at once): past that, the change is seen.
  await page.waitForTimeout(STAFF_ACCESS_REUSE_MS + 500);
  // The link the member was given before plays no more, from anywhere.
  const replayed = await page.request.get(firstLink, { headers: { range: "bytes=0-99" } });
  expect(replayed.status()).toBe(403);
  expect(((await replayed.json()) as { error: { code: string } }).error.code).toBe(
    "recording-link-revoked",
  );
  // What the browser already loaded of it stays there; another recording is refused.
  await page.getByLabel(copy.searchLabel).fill(later);
  await page.getByRole("button", { name: fillIn(copy.openLabel, { name: later }) }).click();
  panel = page.getByRole("dialog", { name: later });
  const refusal = panel.getByRole("alert");
  await expect(refusal).toContainText(/admin access it was made for was removed.*Sign in again/);
  await expect(panel.getByLabel(call.player.label)).toHaveCount(0);
  await expect(refusal.getByRole("button", { name: call.player.retry })).toBeVisible();

  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await page.screenshot({
      path: test.info().outputPath(`recording-revoked-${String(width)}-${colorScheme}.png`),
    });
  }
  await expectNoAxeViolationsInEveryView(page, { include: "[role=dialog]" });

  // Access given back, Try again plays the recording, and focus (on the button, now gone) is on
  // the player.
  await setClaims({ admin: true });
  await page.waitForTimeout(STAFF_ACCESS_REUSE_MS + 500);
  await refusal.getByRole("button", { name: call.player.retry }).click();
  const again = panel.getByLabel(call.player.label);
  await expect
    .poll(() => again.evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeCloseTo(10, 0);
  await expect(again).toBeFocused();
});

test("busy and answered demo calls differ in the list: an outcome column and a filter kept in the address", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName();
  await Promise.all([
    placeDemoCall(name, numberEnding("0160"), "ended"),
    placeDemoCall(name, numberEnding("0001"), "failed"),
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openInbox(page, `q=${name}`);
  const rows = page
    .getByRole("table")
    .getByRole("row")
    .filter({ hasNot: page.getByRole("columnheader") });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: call.outcomes.busy })).toHaveCount(1);
  await expect(rows.filter({ hasText: call.outcomes.connected })).toHaveCount(1);

  await page.getByLabel(call.outcome).selectOption("busy");
  await expect(page).toHaveURL(/outcome=busy/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(call.outcomes.busy);
  await page.reload();
  await expect(page.getByLabel(call.outcome)).toHaveValue("busy");
  await expect(rows).toHaveCount(1);

  // The busy call says what happened instead of waiting for a transcript.
  await page.getByRole("button", { name: copy.openLabel.replace("{name}", name) }).click();
  const panel = page.getByRole("dialog", { name });
  await expect(panel.getByText(call.notConnected.busy)).toBeVisible();
  await expect(
    panel.getByText(call.endedReasons["customer-busy"] ?? "", { exact: true }),
  ).toBeVisible();
  await expect(panel).not.toContainText("customer-busy");
  // Its phone number as people write it.
  await expect(panel.getByRole("link", { name: /^\+1 512 \d{3} 0001$/ })).toBeVisible();
  await page.keyboard.press("Escape");
  // Gone, not only renamed (its title reads "Loading…" once the inquiry is no longer open).
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // At 390 px each card carries the outcome as an icon and a word.
  await page.getByLabel(call.outcome).selectOption("");
  for (const [colorScheme, width] of views) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
    await expect(page.locator("html")).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    await page.screenshot({
      path: test.info().outputPath(`outcomes-${String(width)}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page
    .getByRole("list", { name: copy.sorts.received_desc.caption })
    .getByRole("listitem");
  await expect(cards.filter({ hasText: call.outcomes.busy })).toHaveCount(1);
  await expectNoAxeViolationsInEveryView(page);
});

test("the same person's earlier inquiries are linked from the panel and open there", async ({
  page,
}) => {
  const name = uniqueName();
  const email = `${name.toLowerCase()}@clinic.com`;
  await postInquiry({ kind: "contact", name: `${name} First`, email, message: "First try." });
  await postInquiry({ kind: "demo", name: `${name} Second`, email: email.toUpperCase() });
  await page.setViewportSize({ width: 390, height: 844 });
  await openInbox(page, `q=${name}`);
  await page
    .getByRole("button", { name: copy.openLabel.replace("{name}", `${name} Second`) })
    .click();
  const panel = page.getByRole("dialog", { name: `${name} Second` });
  const earlier = panel.getByRole("region", { name: call.earlier.one });
  await expect(earlier).toBeVisible();
  await earlier.getByRole("link").click();
  await expect(page.getByRole("dialog", { name: `${name} First` })).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=/);
  // The first has no earlier one.
  await expect(
    page
      .getByRole("dialog", { name: `${name} First` })
      .getByRole("region", { name: call.earlier.one }),
  ).toHaveCount(0);
});
