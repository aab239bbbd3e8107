import { demoCallForm as copy, voiceWidget } from "@novaline/content";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { closedCallingHours } from "../../../tooling/closed-calling-hours.ts";
import {
  API_START_TIMEOUT_MS,
  startPhoneDemoBackend,
  routeDemoCalls,
  type PhoneDemoBackend,
} from "./phone-demo-backend";
import { expectNoAxeViolations, hydrateSection, open } from "./fixtures";

const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}`));

/** Fills the form as a visitor would, the number typed key by key for `country`. */
async function fillForm(
  form: Locator,
  { country, phone, industry = "health" }: { country: string; phone: string; industry?: string },
) {
  await field(form, copy.fields.firstName.label).fill("Jane");
  await field(form, copy.fields.industry.label).selectOption(industry);
  await field(form, copy.fields.country.label).selectOption(country);
  await field(form, copy.fields.phone.label).pressSequentially(phone);
  await form.getByRole("checkbox").check();
}

async function openForm(page: Page, path = "/ai-caller") {
  await open(page, path);
  return hydrateSection(page, "demo-call");
}

test.describe("phone demo with a phone line (the API and the Vapi stand-in)", () => {
  // Each test follows a call to its end (the stand-in rings, answers and talks for about 5 s),
  // some with axe sweeps around it: in a fresh-clone run two took 31 s, past the 30 s default.
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let backend: PhoneDemoBackend;
  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS);
    backend = await startPhoneDemoBackend({ phoneLine: true });
  });
  test.afterAll(async () => {
    await backend.stop();
  });
  test.beforeEach(async ({ page }) => {
    await routeDemoCalls(page, backend);
  });

  test("calls the number typed and follows the call to what happens next", async ({ page }) => {
    const form = await openForm(page);
    await fillForm(form, { country: "GB", phone: "07400123456" });
    await expect(field(form, copy.fields.phone.label)).toHaveValue("07400 123456");
    await form.getByRole("button", { name: copy.submitLabel }).click();

    const heading = form.getByRole("heading", { name: copy.statusTitle });
    await expect(heading).toBeFocused();
    await expect(form.getByText("+44 7400 123456", { exact: true })).toBeVisible();
    await expect(form.getByText(copy.live["in-progress"].title)).toBeVisible({ timeout: 10_000 });
    await expect(form.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });
    // Vapi's report (its duration) may follow the "ended" status by a poll or two: on a loaded
    // run it came after the default 5 s once.
    await expect(form.getByText(copy.ended.durationLabel)).toBeVisible({ timeout: 15_000 });
    // What happens next, never the call's summary (whoever typed the number may not be its owner).
    await expect(form.getByText(copy.ended.nextTitle)).toBeVisible();
    await expect(form.getByText(/booked for 9:30/)).toHaveCount(0);
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toHaveAttribute(
      "href",
      copy.bookDemo.href,
    );

    // The bot check's token reached Cloudflare's siteverify (the stand-in), with our secret.
    expect(backend.turnstile.requests.at(-1)).toMatchObject({
      response: "XXXX.DUMMY.TOKEN.XXXX.demo-call",
      secret: "1x0000000000000000000000000000000AA",
    });
    // What Vapi was asked: this number, as the receptionist of the chosen industry.
    const placed = backend.vapi?.requests.find((r) => r.path === "/call");
    expect(placed?.body).toMatchObject({
      customer: { number: "+447400123456" },
      assistantOverrides: { variableValues: { firstName: "Jane", industry: "Healthcare" } },
    });
  });

  test("says a busy line did not get through and offers the browser demo and booking", async ({
    page,
  }) => {
    const form = await openForm(page);
    await fillForm(form, { country: "US", phone: "2015550001" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    await expect(form.getByText(copy.failures.notReached.title)).toBeVisible({ timeout: 10_000 });
    await expect(form.getByRole("button", { name: copy.browserDemoLabel })).toBeVisible();
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
  });

  test("answers a second request for the same number today as a call that did not get through, and places none", async ({
    page,
  }) => {
    const placed = () =>
      backend.vapi?.requests.filter((r) => r.path === "/call" && r.method === "POST").length;
    const before = placed();
    const form = await openForm(page);
    await fillForm(form, { country: "GB", phone: "07400123456" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    // Followed like any call, then told what any call that reached nobody is told.
    await expect(form.getByRole("heading", { name: copy.statusTitle })).toBeFocused();
    await expect(form.getByText(copy.failures.notReached.title)).toBeVisible({ timeout: 10_000 });
    expect(placed()).toBe(before);
    // The number can be changed, with what was typed.
    await form.getByRole("button", { name: copy.editLabel }).click();
    await expect(field(form, copy.fields.phone.label)).toHaveValue("07400 123456");
    await expect(field(form, copy.fields.firstName.label)).toHaveValue("Jane");
  });

  test("never calls again a number whose owner asked, during the call, not to be called", async ({
    page,
  }) => {
    const form = await openForm(page);
    // On a number ending 0003 the stand-in's visitor says "Please don't call me again."
    await fillForm(form, { country: "GB", phone: "07400120003" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    await expect(form.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });

    const again = await openForm(page);
    await fillForm(again, { country: "GB", phone: "07400120003" });
    await again.getByRole("button", { name: copy.submitLabel }).click();
    await expect(again.getByText(copy.failures.notReached.title)).toBeVisible({ timeout: 10_000 });
    await expect(again.getByRole("button", { name: copy.browserDemoLabel })).toBeVisible();
    await expect(again.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
  });

  test("works with the keyboard alone, from the first field to the call", async ({ page }) => {
    const form = await openForm(page, "/");
    await field(form, copy.fields.firstName.label).focus();
    await page.keyboard.press("Enter");
    // Nothing filled in: every field says why, focus on the first.
    await expect(form.getByText(copy.consent.slice(0, 20))).toBeVisible();
    await expect(field(form, copy.fields.firstName.label)).toBeFocused();
    await expect(form.getByRole("alert")).toHaveCount(4);

    await page.keyboard.type("Sam");
    await page.keyboard.press("Tab");
    await expect(field(form, copy.fields.industry.label)).toBeFocused();
    await page.keyboard.type("Beauty");
    await page.keyboard.press("Tab");
    await expect(field(form, copy.fields.country.label)).toBeFocused();
    await page.keyboard.type("India");
    await page.keyboard.press("Tab");
    await page.keyboard.type("9876543210");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // the Privacy Policy link in the consent text
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: copy.submitLabel })).toBeFocused();
    await expect(field(form, copy.fields.industry.label)).toHaveValue("beauty");
    await expect(field(form, copy.fields.phone.label)).toHaveValue("98765 43210");
    await page.keyboard.press("Enter");

    await expect(form.getByRole("heading", { name: copy.statusTitle })).toBeFocused();
    await expect(form.getByText("+91 98765 43210", { exact: true })).toBeVisible();
    await expect(form.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toBeFocused();
  });

  test("is reachable from the Voice Chat widget", async ({ page }) => {
    await open(page, "/pricing");
    await page.getByRole("button", { name: voiceWidget.openLabel }).click();
    const panel = page.getByRole("dialog", { name: voiceWidget.title });
    await panel.getByRole("button", { name: voiceWidget.phoneDemo.openLabel }).click();
    const back = panel.getByRole("button", { name: voiceWidget.phoneDemo.backLabel });
    await expect(back).toBeFocused();
    await fillForm(panel, { country: "US", phone: "5125550134", industry: "automotive" });
    await panel.getByRole("button", { name: copy.submitLabel }).click();
    await expect(panel.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });
    await back.click();
    await expect(
      panel.getByRole("button", { name: voiceWidget.phoneDemo.openLabel }),
    ).toBeFocused();
  });

  test("in the Voice Chat panel on a phone, the card shows in view and outlives closing the panel", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/pricing");
    const launcher = page.getByRole("button", { name: voiceWidget.openLabel });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: voiceWidget.title });
    await panel.getByRole("button", { name: voiceWidget.phoneDemo.openLabel }).click();
    await fillForm(panel, { country: "US", phone: "5125550177" });
    await panel.getByRole("button", { name: copy.submitLabel }).click();
    const card = panel.getByRole("heading", { name: copy.statusTitle });
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();

    // Closed and opened again, the panel still follows the call, to its end.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    await launcher.click();
    await expect(panel.getByRole("heading", { name: copy.statusTitle })).toBeVisible();
    await expect(panel.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`has no axe violations with errors and after a call (${colorScheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: "reduce" });
      if (colorScheme === "dark") await page.setViewportSize({ width: 390, height: 900 });
      const form = await openForm(page);
      await form.getByRole("button", { name: copy.submitLabel }).click();
      await expect(form.getByRole("alert")).toHaveCount(4);
      await expectNoAxeViolations(page);
      await fillForm(form, {
        country: "GB",
        phone: colorScheme === "light" ? "07400123457" : "07400123458",
      });
      await form.getByRole("button", { name: copy.submitLabel }).click();
      await expect(form.getByText(copy.ended.title)).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page);
    });
  }
});

test("hydrates over its prerendered HTML with no error", async ({ page }) => {
  // The country names come from the prerender (Node) and the browser: they must be the same.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await openForm(page);
  await expect(field(page.locator("#demo-call-form"), copy.fields.country.label)).toHaveValue("US");
  expect(errors).toEqual([]);
});

test.describe("phone demo outside the calling hours", () => {
  let backend: PhoneDemoBackend;
  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS);
    // An hour-long window two hours from now in London, so now is outside it.
    backend = await startPhoneDemoBackend({
      phoneLine: true,
      env: { DEMO_CALL_HOURS: closedCallingHours("Europe/London").setting },
    });
  });
  test.afterAll(async () => {
    await backend.stop();
  });

  test("says when the number can be called, in its own time, and keeps the form", async ({
    page,
  }) => {
    await routeDemoCalls(page, backend);
    const form = await openForm(page);
    await fillForm(form, { country: "GB", phone: "07400123459" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    await expect(form.getByText(copy.failures.outsideHours.title)).toBeVisible();
    await expect(
      form.getByText(/The next time we can call it is \w+ \d\d:\d\d \(local time\)/),
    ).toBeVisible();
    await expect(field(form, copy.fields.phone.label)).toHaveValue("07400 123459");
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on a phone, brings the refusal into view and moves focus to it", async ({ page }) => {
    await routeDemoCalls(page, backend);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/pricing");
    await page.getByRole("button", { name: voiceWidget.openLabel }).click();
    const panel = page.getByRole("dialog", { name: voiceWidget.title });
    await panel.getByRole("button", { name: voiceWidget.phoneDemo.openLabel }).click();
    await fillForm(panel, { country: "GB", phone: "07400123461" });
    await panel.getByRole("button", { name: copy.submitLabel }).click();
    const notice = panel.locator('[data-slot="demo-call-failure"]');
    await expect(notice).toContainText(copy.failures.outsideHours.title);
    await expect(notice).toBeFocused();
    await expect(notice).toBeInViewport({ ratio: 0.9 });
  });
});

test.describe("phone demo whose bot check Cloudflare refuses", () => {
  let backend: PhoneDemoBackend;
  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS);
    backend = await startPhoneDemoBackend({
      phoneLine: true,
      turnstileSecret: "2x0000000000000000000000000000000AA",
    });
  });
  test.afterAll(async () => {
    await backend.stop();
  });

  test("says the check failed, offers the alternatives, and keeps the form", async ({ page }) => {
    await routeDemoCalls(page, backend);
    const form = await openForm(page);
    await fillForm(form, { country: "GB", phone: "07400123460" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    await expect(form.getByText(copy.failures.botCheck.title)).toBeVisible();
    await expect(field(form, copy.fields.phone.label)).toHaveValue("07400 123460");
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
    expect(backend.vapi?.calls.size).toBe(0);
  });
});

test.describe("phone demo without a phone line", () => {
  let backend: PhoneDemoBackend;
  test.beforeAll(async () => {
    test.setTimeout(API_START_TIMEOUT_MS);
    backend = await startPhoneDemoBackend({ phoneLine: false });
  });
  test.afterAll(async () => {
    await backend.stop();
  });

  test("says phone demos are off here and offers the browser demo, keeping the form", async ({
    page,
  }) => {
    await routeDemoCalls(page, backend);
    const form = await openForm(page);
    await fillForm(form, { country: "US", phone: "5125550134" });
    await form.getByRole("button", { name: copy.submitLabel }).click();
    await expect(form.getByText(copy.failures.notConfigured.title)).toBeVisible();
    await expect(form.getByRole("button", { name: copy.browserDemoLabel })).toBeVisible();
    await expect(form.getByRole("link", { name: copy.bookDemo.label })).toBeVisible();
    await expect(field(form, copy.fields.phone.label)).toHaveValue("(512) 555-0134");
  });
});
