import { expect, test } from "@playwright/test";

// The spec's /admin/... paths on the public site send staff to the admin app (its own deploy,
// https://admin.novaline.ai unless VITE_ADMIN_URL says otherwise).
const ADMIN_ORIGIN = "https://admin.novaline.ai";

test("an admin path takes the browser to the same path on the admin app, query kept", async ({
  page,
}) => {
  await page.route(`${ADMIN_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Admin</title>" }),
  );
  await page.goto("/contact");
  await page.goto("/admin/maintenance-inquiries?status=new");
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/admin/maintenance-inquiries?status=new`);
  // The hand-off replaced itself in the history: Back returns to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
});

test("without scripts, the page still sends staff on, and is kept out of search", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route(`${ADMIN_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Admin</title>" }),
  );
  const response = await page.request.get("/admin/login");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain(
    `<meta http-equiv="refresh" content="0; url=${ADMIN_ORIGIN}/admin/login"/>`,
  );
  await page.goto("/admin/login");
  await expect(page).toHaveURL(`${ADMIN_ORIGIN}/admin/login`);
  await context.close();
});

test("the sitemap lists no admin path", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin/");
});
