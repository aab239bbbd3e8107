import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { TOAST_DURATIONS, TOAST_LIMIT, Toaster, toast } from "./toaster.js";

/**
 * Advances the fake clock in small steps, each in its own act(): Sonner chains timers and
 * animation frames through React state (dismiss → frame → frame → render → 200 ms exit), which
 * only move on between act() calls.
 */
function advance(ms: number, step = 10) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, ms - elapsed));
    });
  }
}

/** Shows toasts (Sonner adds them on the next tick). */
function show(create: () => void) {
  act(create);
  advance(10);
}

/** The toast element holding this text, if it is in the page. */
function toastWith(text: string): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].find((el) =>
      el.textContent.includes(text),
    ) ?? null
  );
}

/** The toast element holding this text; fails the test when there is none. */
function getToast(text: string): HTMLElement {
  const el = toastWith(text);
  if (!el) throw new Error(`No toast with "${text}"`);
  return el;
}

/** Whether a toast with this text is on screen (in the page and not leaving). */
function isShown(text: string): boolean {
  const el = toastWith(text);
  return el !== null && el.dataset.removed !== "true";
}

/** Fake timers, animation frames included (Sonner dismisses toasts on the next frames). */
function fakeTimers() {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "Date",
      "requestAnimationFrame",
      "cancelAnimationFrame",
    ],
  });
}

function region() {
  return screen.getByRole("region", { name: "Notifications (Alt+T)" });
}

describe("Toaster", () => {
  beforeEach(fakeTimers);
  afterEach(() => {
    // Sonner's store outlives the test: close what is left (the axe test runs on real timers).
    if (!vi.isFakeTimers()) fakeTimers();
    act(() => {
      toast.dismiss();
    });
    advance(400);
    vi.useRealTimers();
  });

  it("keeps the durations and the limit of the product spec", () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      custom: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
    });
    expect(TOAST_LIMIT).toBe(20);
  });

  it("announces each toast once, from a live region present before it: errors assertively", () => {
    render(<Toaster />);
    const live = region();
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(live).toBeEmptyDOMElement();

    show(() => toast.error("Microphone blocked"));
    expect(region()).toBe(live);
    expect(live).toHaveAttribute("aria-live", "assertive");
    // The text is in the page once: no hidden copy for screen readers to read a second time.
    expect(screen.getAllByText("Microphone blocked")).toHaveLength(1);
    expect(live).toContainElement(screen.getByText("Microphone blocked"));

    show(() => toast("Transcript saved"));
    expect(live).toHaveAttribute("aria-live", "polite");
    expect(screen.getAllByText("Transcript saved")).toHaveLength(1);
  });

  it("shows a success toast, with its icon, for 2 s", () => {
    render(<Toaster />);
    show(() => toast.success("Your ROI report is on its way"));
    const item = toastWith("Your ROI report is on its way");
    expect(item?.querySelector("svg.lucide-circle-check")).not.toBeNull();
    advance(1980);
    expect(isShown("Your ROI report is on its way")).toBe(true);
    advance(60);
    expect(isShown("Your ROI report is on its way")).toBe(false);
    advance(300);
    expect(toastWith("Your ROI report is on its way")).toBeNull();
  });

  it("stacks at the top centre, or at the bottom centre when asked", () => {
    const { unmount } = render(<Toaster />);
    show(() => toast("At the top"));
    expect(toastWith("At the top")).toHaveAttribute("data-y-position", "top");
    unmount();
    render(<Toaster position="bottom-center" />);
    show(() => toast("At the bottom"));
    expect(toastWith("At the bottom")).toHaveAttribute("data-y-position", "bottom");
    expect(toastWith("At the bottom")).toHaveAttribute("data-x-position", "center");
  });

  it("shows error, blank and custom toasts for 4 s", () => {
    render(<Toaster />);
    show(() => {
      toast.error("The call could not start. Check your microphone.");
      toast("Nova is listening");
      toast.custom(<span>Transcript saved to your inbox</span>);
    });
    advance(3980);
    expect(isShown("The call could not start. Check your microphone.")).toBe(true);
    expect(isShown("Nova is listening")).toBe(true);
    expect(isShown("Transcript saved to your inbox")).toBe(true);
    advance(60);
    expect(isShown("The call could not start. Check your microphone.")).toBe(false);
    expect(isShown("Nova is listening")).toBe(false);
    expect(isShown("Transcript saved to your inbox")).toBe(false);
  });

  it("renders custom content inside the toast surface, with a close button", () => {
    render(<Toaster />);
    let received = "";
    show(() =>
      toast.custom((id) => {
        received = id;
        return <span data-testid="mine">Transcript saved to your inbox</span>;
      }),
    );
    const item = toastWith("Transcript saved to your inbox");
    expect(received).toMatch(/\S/);
    expect(item).toHaveClass("bg-popover", "border-border", "rounded-xl");
    expect(item).toContainElement(screen.getByTestId("mine"));
    expect(item?.querySelector("[data-icon]")).toBeNull();
    expect(
      within(getToast("Transcript saved to your inbox")).getByRole("button", {
        name: "Dismiss notification",
      }),
    ).toBeInTheDocument();
  });

  it("lets a call override the duration", () => {
    render(<Toaster />);
    show(() => {
      toast.success("Pinned", { duration: Number.POSITIVE_INFINITY });
      toast("Short", { duration: 500 });
    });
    advance(600);
    expect(isShown("Short")).toBe(false);
    advance(60_000);
    expect(isShown("Pinned")).toBe(true);
  });

  it("keeps a loading toast until it is dismissed, and turns it into a success by id", () => {
    render(<Toaster />);
    let id = "";
    show(() => {
      id = toast.loading("Connecting to Nova…", { description: "This takes a few seconds" });
    });
    const loading = getToast("Connecting to Nova…");
    expect(loading.querySelector('[data-slot="spinner"]')).not.toBeNull();
    // Unlike Sonner's own loading toasts, ours can be closed (and swiped away).
    expect(within(loading).getByRole("button", { name: "Dismiss notification" })).toBeEnabled();
    advance(60_000);
    expect(isShown("Connecting to Nova…")).toBe(true);

    show(() => toast.success("Connected", { id }));
    const item = toastWith("Connected");
    expect(screen.queryByText("Connecting to Nova…")).toBeNull();
    // The update replaces everything: no spinner, no old description.
    expect(item?.querySelector('[data-slot="spinner"]')).toBeNull();
    expect(item?.querySelector("svg.lucide-circle-check")).not.toBeNull();
    expect(screen.queryByText("This takes a few seconds")).toBeNull();
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(1);
    advance(2100);
    expect(isShown("Connected")).toBe(false);

    show(() => {
      id = toast.loading("Sending your inquiry…");
    });
    advance(10_000);
    act(() => {
      toast.dismiss(id);
    });
    advance(100);
    expect(isShown("Sending your inquiry…")).toBe(false);
  });

  it("follows a promise with toast.promise: loading, then success with its value", async () => {
    render(<Toaster />);
    let resolve: (value: string) => void = () => undefined;
    const saving = new Promise<string>((r) => {
      resolve = r;
    });
    let returned: Promise<string> | undefined;
    show(() => {
      returned = toast.promise(saving, {
        loading: "Booking your demo…",
        success: (day) => `Demo booked for ${day}`,
        error: "Booking failed",
      });
    });
    expect(returned).toBe(saving);
    expect(isShown("Booking your demo…")).toBe(true);
    advance(10_000);
    expect(isShown("Booking your demo…")).toBe(true);
    await act(async () => {
      resolve("Tuesday");
      await saving;
    });
    advance(10);
    expect(isShown("Demo booked for Tuesday")).toBe(true);
    expect(screen.queryByText("Booking your demo…")).toBeNull();
    advance(2100);
    expect(isShown("Demo booked for Tuesday")).toBe(false);
  });

  it("follows a rejected promise with an error toast built from the error", async () => {
    render(<Toaster />);
    const failing = Promise.reject(new Error("no slots left"));
    show(() => {
      toast
        .promise(failing, {
          loading: "Booking your demo…",
          success: "Booked",
          error: (error) => `Booking failed: ${(error as Error).message}`,
        })
        .catch(() => undefined);
    });
    await act(async () => {
      await failing.catch(() => undefined);
    });
    advance(10);
    const item = toastWith("Booking failed: no slots left");
    expect(item?.dataset.type).toBe("error");
    expect(region()).toHaveAttribute("aria-live", "assertive");
  });

  it(`shows at most ${TOAST_LIMIT} toasts, newest first; the oldest waits hidden`, () => {
    render(<Toaster />);
    const ids: string[] = [];
    show(() => {
      for (let i = 1; i <= 21; i++) ids.push(toast(`Missed call ${i} answered`));
    });
    const all = [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")];
    expect(all).toHaveLength(21);
    expect(all[0]).toHaveTextContent("Missed call 21 answered");
    const visible = all.filter((el) => el.dataset.visible === "true");
    expect(visible).toHaveLength(20);
    const oldest = toastWith("Missed call 1 answered");
    expect(oldest?.dataset.visible).toBe("false");
    // Hidden from sight, focus and screen readers (visibility: hidden).
    expect(oldest).toHaveClass("data-[visible=false]:invisible");

    act(() => {
      toast.dismiss(ids[20]);
    });
    advance(400);
    expect(toastWith("Missed call 1 answered")?.dataset.visible).toBe("true");
  });

  it("closes a toast with its close button", () => {
    render(<Toaster />);
    show(() => toast.error("Sending failed. Please try again."));
    const item = getToast("Sending failed. Please try again.");
    fireEvent.click(within(item).getByRole("button", { name: "Dismiss notification" }));
    advance(50);
    expect(isShown("Sending failed. Please try again.")).toBe(false);
    advance(300);
    expect(toastWith("Sending failed. Please try again.")).toBeNull();
  });

  it("runs the action and closes the toast; preventDefault keeps it open; cancel runs too", () => {
    render(<Toaster />);
    const undo = vi.fn();
    const keep = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const later = vi.fn();
    show(() => {
      toast("Inquiry archived", { action: { label: "Undo", onClick: undo } });
      toast("Call recorded", { action: { label: "Listen", onClick: keep } });
      toast("Update available", {
        description: "Restart to finish",
        cancel: { label: "Not now", onClick: later },
      });
    });
    expect(screen.getByText("Restart to finish")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(undo).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Listen" }));
    expect(keep).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(later).toHaveBeenCalledOnce();
    advance(50);
    expect(isShown("Inquiry archived")).toBe(false);
    expect(isShown("Call recorded")).toBe(true);
    expect(isShown("Update available")).toBe(false);
  });

  it("closes the focused toast on Escape and moves focus to the next one", () => {
    render(<Toaster />);
    show(() => {
      toast("Older toast", { duration: Number.POSITIVE_INFINITY });
      toast("Newer toast", { duration: Number.POSITIVE_INFINITY });
    });
    const newer = getToast("Newer toast");
    act(() => {
      newer.focus();
    });
    fireEvent.keyDown(newer, { key: "Escape", code: "Escape" });
    advance(150);
    expect(isShown("Newer toast")).toBe(false);
    expect(toastWith("Older toast")).toHaveFocus();
  });

  it("pauses while hovered so a toast can be read", () => {
    render(<Toaster />);
    show(() => toast.error("Sending failed. Please try again."));
    const item = getToast("Sending failed. Please try again.");
    advance(1000);
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    fireEvent.mouseLeave(item);
    advance(2950);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    advance(100);
    expect(isShown("Sending failed. Please try again.")).toBe(false);
  });

  it("pauses while a toast or its buttons hold focus", () => {
    render(
      <>
        <button type="button">Elsewhere</button>
        <Toaster />
      </>,
    );
    show(() => toast.error("Sending failed. Please try again."));
    const item = getToast("Sending failed. Please try again.");
    act(() => {
      within(item).getByRole("button", { name: "Dismiss notification" }).focus();
    });
    advance(10_000);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    act(() => {
      screen.getByRole("button", { name: "Elsewhere" }).focus();
    });
    advance(3950);
    expect(isShown("Sending failed. Please try again.")).toBe(true);
    advance(100);
    expect(isShown("Sending failed. Please try again.")).toBe(false);
  });

  it("has no axe violations with every kind of toast", async () => {
    const { container } = render(<Toaster />);
    show(() => {
      toast("Nova is listening");
      toast.success("Saved", { description: "In your inbox" });
      toast.error("Sending failed", { action: { label: "Retry", onClick: () => undefined } });
      toast.loading("Connecting…");
      toast.custom(<span>Transcript saved</span>);
    });
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });
});
