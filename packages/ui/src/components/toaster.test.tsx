import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { TOAST_DURATIONS, TOAST_LIMIT, Toaster, toast } from "./toaster.js";

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** A toast counts as shown while it is in the accessibility tree (exiting toasts are aria-hidden). */
/** Whether a toast with this text is on screen (not the live regions' copy, not leaving). */
function isShown(text: string): boolean {
  return [...document.querySelectorAll('[data-slot="toast"]')].some(
    (el) => el.textContent.includes(text) && el.getAttribute("aria-hidden") !== "true",
  );
}

describe("Toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => {
      toast.remove();
    });
    vi.useRealTimers();
  });

  it("keeps the durations of the product spec", () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
    expect(TOAST_LIMIT).toBe(20);
  });

  it("keeps its live regions in the page before any toast, so new toasts are announced", () => {
    render(<Toaster />);
    const status = screen.getByRole("status");
    const alert = screen.getByRole("alert");
    expect(status).toBeEmptyDOMElement();
    act(() => {
      toast("Transcript saved");
      toast.error("Microphone blocked");
    });
    expect(screen.getByRole("status")).toBe(status);
    expect(status).toHaveTextContent("Transcript saved");
    expect(status).not.toHaveTextContent("Microphone blocked");
    expect(screen.getByRole("alert")).toBe(alert);
    expect(alert).toHaveTextContent("Microphone blocked");
  });

  it("shows a success toast, announced politely, for 2 s", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Your ROI report is on its way");
    });
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Your ROI report is on its way");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("region", { name: "Notifications" })).toContainElement(status);

    advance(1999);
    expect(isShown("Your ROI report is on its way")).toBe(true);
    advance(1);
    expect(isShown("Your ROI report is on its way")).toBe(false);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    advance(1000);
    expect(screen.queryByText("Your ROI report is on its way")).toBeNull();
  });

  it("shows an error toast, announced assertively, for 4 s", () => {
    render(<Toaster />);
    act(() => {
      toast.error("The call could not start. Check your microphone.");
    });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The call could not start. Check your microphone.");
    expect(alert).toHaveAttribute("aria-live", "assertive");
    advance(3999);
    expect(isShown("The call could not start. Check your microphone.")).toBe(true);
    advance(1);
    expect(isShown("The call could not start. Check your microphone.")).toBe(false);
  });

  it("shows blank and custom toasts for 4 s", () => {
    render(<Toaster />);
    act(() => {
      toast("Nova is listening");
      toast.custom(<span>Transcript saved to your inbox</span>);
    });
    advance(3999);
    expect(isShown("Nova is listening")).toBe(true);
    expect(isShown("Transcript saved to your inbox")).toBe(true);
    advance(1);
    expect(isShown("Nova is listening")).toBe(false);
    expect(isShown("Transcript saved to your inbox")).toBe(false);
  });

  it("keeps a loading toast until it is dismissed, and can turn it into a success", () => {
    render(<Toaster />);
    let id = "";
    act(() => {
      id = toast.loading("Connecting to Nova…");
    });
    expect(
      document.querySelector('[data-slot="toast"][data-type="loading"] [data-slot="spinner"]'),
    ).not.toBeNull();
    advance(60_000);
    expect(isShown("Connecting to Nova…")).toBe(true);

    act(() => {
      toast.success("Connected", { id });
    });
    expect(screen.queryByText("Connecting to Nova…")).toBeNull();
    advance(2000);
    expect(isShown("Connected")).toBe(false);

    act(() => {
      id = toast.loading("Sending your inquiry…");
    });
    advance(10_000);
    act(() => {
      toast.dismiss(id);
    });
    expect(isShown("Sending your inquiry…")).toBe(false);
  });

  it(`shows at most ${TOAST_LIMIT} toasts: the 21st drops the oldest`, () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 21; i++) toast(`Missed call ${i} answered`);
    });
    const shown = document.querySelectorAll('[data-slot="toast"]');
    expect(shown).toHaveLength(20);
    expect(screen.queryByText("Missed call 1 answered")).toBeNull();
    // Newest first.
    expect(shown[0]).toHaveTextContent("Missed call 21 answered");
    expect(shown[19]).toHaveTextContent("Missed call 2 answered");
  });

  it("pauses while hovered so a toast can be read", () => {
    render(<Toaster />);
    act(() => {
      toast.error("Sending failed. Please try again.");
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    advance(1000);
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    fireEvent.mouseLeave(region);
    advance(2999);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    advance(1);
    expect(isShown("Sending failed. Please try again.")).toBe(false);
  });

  it("follows a promise with toast.promise", async () => {
    render(<Toaster />);
    let resolve: (value: string) => void = () => undefined;
    const saving = new Promise<string>((r) => {
      resolve = r;
    });
    act(() => {
      void toast.promise(saving, {
        loading: "Booking your demo…",
        success: (day) => `Demo booked for ${day}`,
        error: "Booking failed",
      });
    });
    expect(screen.getByRole("status")).toHaveTextContent("Booking your demo…");
    await act(async () => {
      resolve("Tuesday");
      await saving;
    });
    expect(screen.getByRole("status")).toHaveTextContent("Demo booked for Tuesday");
  });

  it("has no axe violations with every kind of toast", async () => {
    vi.useRealTimers();
    const { container } = render(<Toaster />);
    act(() => {
      toast("Nova is listening");
      toast.success("Saved");
      toast.error("Sending failed");
      toast.loading("Connecting…");
      toast.custom(<span>Transcript saved</span>);
    });
    await expectNoAxeViolations(container);
  });
});
