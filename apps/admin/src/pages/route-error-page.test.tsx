import { adminCopy, routes } from "@novaline/content";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../app.js";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi, inquiryRecord } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";
import { adminRoutes } from "../routes.js";

const copy = adminCopy.routeError;

function Crash(): never {
  throw new Error("Cannot read properties of undefined (reading 'secretStackDetail')");
}

/** The app with one of its own routes whose page throws while rendering. */
function renderCrashingRoute(path: string, session: Parameters<typeof fakeAuthClient>[0]) {
  const route = adminRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path}`);
  const router = createMemoryRouter([{ ...route, element: <Crash /> } satisfies RouteObject], {
    initialEntries: [path],
  });
  render(
    <App client={fakeAuthClient(session).client} api={fakeInquiryApi().api} router={router} />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a page that crashes", () => {
  it("shows a message for staff, without the error, with a reload and a way to the inquiries", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCrashingRoute(routes.adminInquiries, signedInAdmin);

    expect(await screen.findByRole("heading", { level: 1, name: copy.heading })).toBeVisible();
    expect(screen.getByText(copy.text)).toBeVisible();
    expect(document.body).not.toHaveTextContent("secretStackDetail");
    expect(document.body).not.toHaveTextContent(/Unexpected Application Error|Hey developer/);
    expect(screen.getByRole("button", { name: copy.tryAgain })).toBeVisible();
    expect(screen.getByRole("link", { name: copy.toInquiries })).toHaveAttribute(
      "href",
      routes.adminInquiries,
    );
    // The developers still find the error in the console.
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining("secretStackDetail") as string }),
    );
  });

  it("offers the sign-in page to someone signed out", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCrashingRoute(routes.adminLogin, { status: "signedOut" });
    expect(await screen.findByRole("heading", { name: copy.heading })).toBeVisible();
    expect(screen.getByRole("link", { name: copy.toSignIn })).toHaveAttribute(
      "href",
      routes.adminLogin,
    );
  });

  it("reloads the page on Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ reload } as unknown as Location);
    renderCrashingRoute(routes.adminDoNotCall, signedInAdmin);
    (await screen.findByRole("button", { name: copy.tryAgain })).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is what every route of the app shows", () => {
    for (const route of adminRoutes) {
      expect(route.errorElement, route.path).toBeDefined();
    }
  });
});

describe("the inbox's old address", () => {
  it("leads to the new one, keeping the filters, the open inquiry and the hash", async () => {
    const inquiry = inquiryRecord({ id: "abc", name: "Ravi Patel" });
    const { api } = fakeInquiryApi((url) =>
      url.pathname.endsWith("/abc") ? inquiry : { items: [inquiry], nextCursor: null },
    );
    const { router } = renderAdmin(
      `${routes.adminInquiriesLegacy}?status=new&id=abc#latest`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    // The panel of the inquiry in `id` opens over the list.
    expect(await screen.findByRole("dialog", { name: "Ravi Patel" })).toBeVisible();
    const { pathname, search, hash } = router.state.location;
    expect(pathname + search + hash).toBe(`${routes.adminInquiries}?status=new&id=abc#latest`);
    expect(routes.adminInquiries).not.toContain("maintenance");
  });
});
