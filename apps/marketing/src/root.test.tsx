import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { loadErrorReporting } from "./monitoring/load-error-reporting";
import { ErrorBoundary } from "./root";

vi.mock("./monitoring/load-error-reporting", () => ({ loadErrorReporting: vi.fn() }));

// What the browser sees: `reportError` fires an "error" event, which the early-errors script (or
// Sentry, once started) picks up.
const reported: unknown[] = [];
const onError = (event: ErrorEvent) => {
  reported.push(event.error);
  event.preventDefault();
};
beforeEach(() => {
  // React and React Router log the caught crash; the test looks at what the page does with it.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  reported.length = 0;
  window.addEventListener("error", onError);
});
afterEach(() => {
  window.removeEventListener("error", onError);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.mocked(loadErrorReporting).mockClear();
});

const crash = new Error("the page crashed while rendering");
function renderCrash(path = "/") {
  const Stub = createRoutesStub([
    {
      path: "/",
      ErrorBoundary,
      Component: () => {
        throw crash;
      },
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

it("shows the error page for a crash and, with a DSN, reports it and loads error reporting now", async () => {
  vi.stubEnv("VITE_SENTRY_DSN", "https://key@example.ingest.sentry.io/1");
  renderCrash();
  expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
  expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  expect(reported).toEqual([crash]);
  // The idle services that would start it may never load on a crashed page.
  expect(loadErrorReporting).toHaveBeenCalledTimes(1);
});

it("without a DSN, reports nothing and loads nothing", async () => {
  vi.stubEnv("VITE_SENTRY_DSN", "");
  renderCrash();
  expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeVisible();
  expect(reported).toEqual([]);
  expect(loadErrorReporting).not.toHaveBeenCalled();
});

it("an unknown page is a 404, not a crash to report", async () => {
  vi.stubEnv("VITE_SENTRY_DSN", "https://key@example.ingest.sentry.io/1");
  const Stub = createRoutesStub([{ path: "/", ErrorBoundary, Component: () => null }]);
  render(<Stub initialEntries={["/nowhere"]} />);
  expect(await screen.findByRole("heading", { name: "404 Not Found" })).toBeVisible();
  expect(reported).toEqual([]);
  expect(loadErrorReporting).not.toHaveBeenCalled();
});
