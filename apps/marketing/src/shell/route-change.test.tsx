import { act, render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouteChange } from "./route-change";

const page = (title: string) => (
  <main>
    <h1>{title}</h1>
  </main>
);

function renderSite(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <RouteChange />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: page("Home") },
          { path: "pricing", element: page("Pricing") },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const scrollTo = vi.fn();

describe("RouteChange", () => {
  beforeEach(() => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn(() => ({ matches: true })),
    );
    vi.spyOn(window, "scrollTo").mockImplementation(scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    scrollTo.mockReset();
  });

  it("leaves the first page as the browser placed it, also when StrictMode runs effects twice", () => {
    renderSite("/");
    const heading = screen.getByRole("heading", { name: "Home" });
    expect(heading).not.toHaveAttribute("tabindex");
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.querySelector("[aria-live]")).toBeEmptyDOMElement();
  });

  it("on a new page, scrolls to the top, focuses its heading and announces its title", async () => {
    const router = renderSite("/");
    document.title = "Pricing | NovaLine";
    await act(() => router.navigate("/pricing"));
    const heading = screen.getByRole("heading", { name: "Pricing" });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
    expect(document.querySelector("[aria-live]")).toHaveTextContent("Pricing | NovaLine");
  });
});
