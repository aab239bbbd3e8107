import { adminCopy, routes } from "@novaline/content";
import { INQUIRY_EVENTS } from "@novaline/inquiry";
import { expect, test } from "@playwright/test";
import {
  freePort,
  localAuthEmulatorPort,
  localFirebaseProject,
} from "../../../tooling/auth-emulator.ts";
import { startInquiriesApi, type InquiriesApi } from "../../../tooling/inquiries-api.ts";
import { accounts, API, expectNoAxeViolations, signIn } from "./fixtures";

// A sign-in ages out: the API refuses a token whose sign-in (auth_time) is too old, however
// fresh the token, and the app sends the staff member back to sign in, saying why. Here against
// an API whose limit is 4 s instead of 12 hours, answering the build's API address.

const appOrigin = `http://127.0.0.1:${process.env.E2E_PORT ?? "4174"}`;
let api: InquiriesApi;
test.beforeAll(async () => {
  // A second API starts here (migrations and all): slow on a loaded two-core machine.
  test.setTimeout(90_000);
  api = await startInquiriesApi({
    port: await freePort(),
    corsOrigins: [appOrigin],
    // The emulator global-setup started or reused: FIREBASE_AUTH_EMULATOR_PORT's, else the local one.
    authEmulatorHost: `127.0.0.1:${String(localAuthEmulatorPort())}`,
    projectId: localFirebaseProject().projectId,
    env: { ADMIN_SESSION_MAX_SECONDS: "4" },
  });
});
test.afterAll(async () => {
  await api.stop();
});

test("a sign-in older than the API allows sends the staff member back to sign in, saying why", async ({
  page,
}) => {
  await page.route(`${API}/**`, async (route) => {
    const url = new URL(route.request().url());
    // The live inbox's stream cannot pass through a proxy that reads whole answers: refused,
    // the app polls instead, which is all this test needs.
    if (url.pathname === INQUIRY_EVENTS.path) {
      await route.abort();
      return;
    }
    // Once more on a reset connection: the test waits 4.5 s, close to the API server's
    // keep-alive time-out, so the proxy's reused socket may be closed under it (GET only here).
    const forward = () => route.fetch({ url: `${api.url}${url.pathname}${url.search}` });
    await route.fulfill({ response: await forward().catch(forward) });
  });
  await page.goto(routes.adminInquiries);
  await signIn(page, accounts.admin);
  await expect(
    page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading, exact: true }),
  ).toBeVisible();
  // The API answered the list (this API has none yet): the session is good.
  await expect(page.getByRole("heading", { name: adminCopy.inquiries.emptyTitle })).toBeVisible();

  // Later than the API allows, the next request is refused and the page signs out.
  await page.waitForTimeout(4500);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(routes.adminLogin));
  await expect(
    page.getByRole("status").filter({ hasText: adminCopy.login.sessionEnded.expired }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Signing in again opens the inquiries, and the API answers the list again.
  await signIn(page, accounts.admin);
  await expect(
    page.getByRole("heading", { name: adminCopy.shell.inquiriesHeading, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: adminCopy.inquiries.emptyTitle })).toBeVisible();
  // A refresh (the polling, a focus) may still be on its way through the proxy above.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
