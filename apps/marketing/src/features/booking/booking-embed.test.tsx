import { booking, brand } from "@novaline/content";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingEmbed } from "./booking-embed";
import { BOOKING_EMBED_TIMINGS } from "./booking-machine";

const CALENDLY = "https://calendly.com";

/** An IntersectionObserver that reports its element in view at once (the visitor scrolled near). */
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {
    // Nothing to stop: it reported once.
  }
  disconnect() {
    // Nothing to stop: it reported once.
  }
  takeRecords() {
    return [];
  }
}

function postMessage(data: unknown, origin = CALENDLY) {
  act(() => {
    window.dispatchEvent(new MessageEvent("message", { data, origin }));
  });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const root = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="booking-embed"]');

let fbq: ReturnType<typeof vi.fn<NonNullable<Window["fbq"]>>>;
let tokens: HTMLStyleElement;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", InViewObserver);
  fbq = vi.fn<NonNullable<Window["fbq"]>>();
  window.fbq = fbq;
  tokens = document.createElement("style");
  tokens.textContent = `:root { --card: #ffffff; --card-foreground: #0b1026; --primary: #4f46e5; }
    .dark { --card: #131c44; --card-foreground: #f1f5f9; --primary: #818cf8; }`;
  document.head.append(tokens);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.fbq;
  tokens.remove();
  document.documentElement.className = "";
});

describe("BookingEmbed", () => {
  it("starts loading behind the 'Loading calendar...' overlay, busy, with the calendar's frame", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    expect(root(container)).toHaveAttribute("data-state", "loading");
    expect(screen.getByText("Loading calendar...")).toBeVisible();
    expect(container.querySelector("[aria-busy=true]")).not.toBeNull();
    expect(screen.getByTitle(booking.calendarTitle)).toHaveAttribute("inert");
  });

  it("lists what the call covers", () => {
    render(<BookingEmbed copy={booking} />);
    expect(screen.getByRole("heading", { name: "What we'll cover" })).toBeInTheDocument();
    for (const item of booking.agenda) expect(screen.getByText(item.title)).toBeInTheDocument();
  });

  it("is loaded when the provider's calendar posts a message", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    postMessage({ event: "calendly.page_height", payload: { height: "1200px" } });
    expect(root(container)).toHaveAttribute("data-state", "loaded");
    expect(screen.queryByText("Loading calendar...")).toBeNull();
    expect(container.querySelector("[aria-busy=true]")).toBeNull();
  });

  it("is not loaded by its frame's load event alone: a blocked provider's error page fires it too", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    fireEvent.load(screen.getByTitle(booking.calendarTitle));
    advance(BOOKING_EMBED_TIMINGS.fallbackMs - 1);
    expect(root(container)).toHaveAttribute("data-state", "loading");
    advance(1);
    expect(root(container)).toHaveAttribute("data-state", "fallback");
  });

  it("offers the booking page in a new tab at 8 s if the calendar has not loaded, and says so", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    advance(BOOKING_EMBED_TIMINGS.fallbackMs - 1);
    expect(root(container)).toHaveAttribute("data-state", "loading");
    expect(screen.getByRole("status")).toHaveTextContent("");
    advance(1);
    expect(root(container)).toHaveAttribute("data-state", "fallback");
    const link = screen.getByRole("link", { name: /^Book Your Free Consultation/ });
    expect(link).toHaveAttribute("href", booking.schedulingUrl);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("No credit card required. Cancel anytime.")).toBeVisible();
    expect(container).toHaveTextContent(/30-minute/);
    // Another way to reach us than the provider's page, which may be blocked too.
    expect(screen.getByRole("link", { name: brand.phone.display })).toHaveAttribute(
      "href",
      brand.phone.href,
    );
    expect(screen.getByRole("link", { name: brand.email })).toHaveAttribute(
      "href",
      `mailto:${brand.email}`,
    );
    expect(screen.getByRole("status")).toHaveTextContent(booking.fallback.description);
    // The frame behind the fallback stays out of reach until it has loaded.
    expect(screen.getByTitle(booking.calendarTitle)).toHaveAttribute("inert");
  });

  it("still shows the calendar if it loads after the fallback", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    advance(BOOKING_EMBED_TIMINGS.fallbackMs);
    postMessage({ event: "calendly.event_type_viewed" });
    expect(root(container)).toHaveAttribute("data-state", "loaded");
    expect(screen.getByTitle(booking.calendarTitle)).not.toHaveAttribute("inert");
  });

  it("ignores messages from any other origin, and messages that do not name the provider", () => {
    const { container } = render(<BookingEmbed copy={booking} />);
    postMessage({ event: "calendly.page_height" }, "https://evil.example");
    postMessage({ event: "calendly.event_scheduled" }, "https://calendly.com.evil.example");
    postMessage({ event: "resize" });
    expect(root(container)).toHaveAttribute("data-state", "loading");
    expect(fbq).not.toHaveBeenCalled();
    advance(BOOKING_EMBED_TIMINGS.fallbackMs);
    expect(root(container)).toHaveAttribute("data-state", "fallback");
  });

  it("reports a booking as Schedule (consultation) once, even if the provider repeats it", () => {
    render(<BookingEmbed copy={booking} />);
    const scheduled = {
      event: "calendly.event_scheduled",
      payload: {
        event: { uri: "https://api.calendly.com/scheduled_events/A" },
        invitee: { uri: "https://api.calendly.com/scheduled_events/A/invitees/1" },
      },
    };
    postMessage({ event: "calendly.page_height" });
    expect(fbq).not.toHaveBeenCalled();
    postMessage(scheduled);
    postMessage(scheduled);
    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith("track", "Schedule", { meeting_type: "consultation" });
    // A second booking (another invitee) is another Schedule.
    postMessage({
      ...scheduled,
      payload: { invitee: { uri: "https://api.calendly.com/scheduled_events/B/invitees/2" } },
    });
    expect(fbq).toHaveBeenCalledTimes(2);
  });

  it("reports a booking without details once", () => {
    render(<BookingEmbed copy={booking} />);
    postMessage({ event: "calendly.event_scheduled" });
    postMessage({ event: "calendly.event_scheduled" });
    expect(fbq).toHaveBeenCalledTimes(1);
  });

  it("paints the calendar in the theme's colours, with the embed and prefill parameters", async () => {
    render(
      <BookingEmbed copy={booking} prefill={{ name: "Maria Lopez", email: "", lastName: " " }} />,
    );
    const frame = screen.getByTitle(booking.calendarTitle);
    const url = new URL(frame.getAttribute("src") ?? "");
    expect(url.origin + url.pathname).toBe(booking.schedulingUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      embed_domain: window.location.host,
      embed_type: "Inline",
      hide_gdpr_banner: "1",
      background_color: "ffffff",
      text_color: "0b1026",
      primary_color: "4f46e5",
      name: "Maria Lopez",
    });

    // The theme is a class on <html>, watched by a MutationObserver.
    await act(async () => {
      document.documentElement.className = "dark";
      await Promise.resolve();
    });
    const dark = new URL(frame.getAttribute("src") ?? "").searchParams;
    expect([
      dark.get("background_color"),
      dark.get("text_color"),
      dark.get("primary_color"),
    ]).toEqual(["131c44", "f1f5f9", "818cf8"]);
  });

  it("creates the frame only when the section nears the viewport", () => {
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {
          // The test reports by hand.
        }
      },
    );
    const { container } = render(<BookingEmbed copy={booking} />);
    expect(screen.queryByTitle(booking.calendarTitle)).toBeNull();
    // The clock has not started: no fallback for a calendar the visitor has not reached.
    advance(BOOKING_EMBED_TIMINGS.fallbackMs);
    expect(root(container)).toHaveAttribute("data-state", "loading");
    act(() => {
      report(
        [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    expect(screen.getByTitle(booking.calendarTitle)).toBeInTheDocument();
    expect(observed).toEqual([root(container)]);
  });
});
