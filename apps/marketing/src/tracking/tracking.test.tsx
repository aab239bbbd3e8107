import { consentNotice } from "@novaline/content";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { openConsentSettings } from "./choices";
import Tracking from "./tracking";

const PIXEL_SCRIPT = "https://connect.facebook.net/en_US/fbevents.js";

function renderTracking(pixelId?: string) {
  const page = (
    <>
      <Link to="/pricing">Pricing</Link>
      <Tracking copy={consentNotice} pixelId={pixelId} />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: page },
      { path: "/pricing", element: page },
    ],
    { initialEntries: ["/"] },
  );
  return render(<RouterProvider router={router} />);
}

const pixelScripts = () => document.querySelectorAll(`script[src="${PIXEL_SCRIPT}"]`);
const queued = () => (window.fbq as unknown as { queue?: unknown[][] } | undefined)?.queue ?? [];
const accept = () => screen.getByRole("button", { name: consentNotice.acceptLabel });
const decline = () => screen.getByRole("button", { name: consentNotice.declineLabel });
const notice = () => screen.queryByRole("region", { name: consentNotice.title });

function sendGlobalPrivacyControl(value: boolean) {
  Object.defineProperty(navigator, "globalPrivacyControl", { value, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  sendGlobalPrivacyControl(false);
});

afterEach(() => {
  delete window.fbq;
  delete window._fbq;
  for (const script of pixelScripts()) script.remove();
});

describe("with a pixel configured", () => {
  it("asks first and loads nothing until the visitor allows it", () => {
    renderTracking("1234");
    expect(notice()).toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
    expect(window.fbq).toBeUndefined();
  });

  it("loads the pixel with its id and reports the page once allowed, and remembers", () => {
    const { unmount } = renderTracking("1234");
    fireEvent.click(accept());
    expect(notice()).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(1);
    expect(queued()).toEqual([
      ["consent", "grant"],
      ["init", "1234"],
      ["track", "PageView", undefined],
    ]);
    unmount();
    renderTracking("1234");
    expect(notice()).not.toBeInTheDocument();
  });

  it("reports a PageView on every route change once allowed", () => {
    localStorage.setItem("novaline:ad-consent", "granted");
    renderTracking("1234");
    fireEvent.click(screen.getByRole("link", { name: "Pricing" }));
    expect(queued().filter(([, event]) => event === "PageView")).toHaveLength(2);
  });

  it("counts a page once, even when consent is withdrawn and given again on it", () => {
    localStorage.setItem("novaline:ad-consent", "granted");
    renderTracking("1234");
    act(openConsentSettings);
    fireEvent.click(decline());
    act(openConsentSettings);
    fireEvent.click(accept());
    expect(queued().filter(([, event]) => event === "PageView")).toHaveLength(1);
    expect(queued().at(-1)).toEqual(["consent", "grant"]);
  });

  it("sends no PageView before the visitor has chosen", () => {
    window.fbq = Object.assign(() => undefined, { queue: [] as unknown[][] });
    renderTracking("1234");
    expect(queued()).toEqual([]);
  });

  it("loads nothing when declined, and does not ask again", () => {
    const { unmount } = renderTracking("1234");
    fireEvent.click(decline());
    expect(notice()).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
    unmount();
    renderTracking("1234");
    expect(notice()).not.toBeInTheDocument();
    expect(window.fbq).toBeUndefined();
  });

  it("never asks nor loads under Global Privacy Control, even after an earlier yes", () => {
    localStorage.setItem("novaline:ad-consent", "granted");
    sendGlobalPrivacyControl(true);
    renderTracking("1234");
    expect(notice()).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
  });

  it("explains the Global Privacy Control opt-out in the cookie settings, with nothing to accept", async () => {
    sendGlobalPrivacyControl(true);
    renderTracking("1234");
    act(openConsentSettings);
    expect(await screen.findByText(consentNotice.gpcNotice)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: consentNotice.acceptLabel })).toBeNull();
  });

  it("lets the visitor withdraw consent from the cookie settings", () => {
    localStorage.setItem("novaline:ad-consent", "granted");
    renderTracking("1234");
    expect(pixelScripts()).toHaveLength(1);
    act(openConsentSettings);
    expect(accept()).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(decline());
    expect(queued().at(-1)).toEqual(["consent", "revoke"]);
    expect(localStorage.getItem("novaline:ad-consent")).toBe("denied");
    expect(notice()).not.toBeInTheDocument();
  });
});

describe("without a pixel", () => {
  it("asks nothing and loads nothing", () => {
    renderTracking();
    expect(notice()).not.toBeInTheDocument();
    expect(pixelScripts()).toHaveLength(0);
  });

  it("still opens the cookie settings from the footer; Escape closes them", () => {
    renderTracking();
    act(openConsentSettings);
    expect(notice()).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: consentNotice.title })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("heading", { name: consentNotice.title }), {
      key: "Escape",
    });
    expect(notice()).not.toBeInTheDocument();
  });

  it("opens the settings asked for before its code had loaded", () => {
    openConsentSettings();
    renderTracking();
    expect(notice()).toBeInTheDocument();
  });
});
