import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BookingLink } from "./booking-link";

let scrollIntoView: ReturnType<typeof vi.fn>;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
  }));
}

beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element["scrollIntoView"];
  stubReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Page({ onClick }: { onClick?: () => void }) {
  return (
    <>
      <BookingLink href="/landing#calendly-section" onClick={onClick}>
        Start Free Trial
      </BookingLink>
      <div data-deferred="benefits" />
      <section id="calendly-section" tabIndex={-1}>
        Booking
      </section>
    </>
  );
}

describe("BookingLink", () => {
  it("scrolls smoothly to the section, moves focus there and stays on the page", () => {
    const onClick = vi.fn();
    render(<Page onClick={onClick} />);
    const before = window.location.href;
    fireEvent.click(screen.getByRole("link", { name: "Start Free Trial" }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("calendly-section"));
    expect(document.getElementById("calendly-section")).toHaveFocus();
    expect(window.location.href).toBe(before);
    // Sections on the way are laid out at their real height before the scroll starts.
    expect(document.querySelector<HTMLElement>("[data-deferred]")?.style.contentVisibility).toBe(
      "visible",
    );
  });

  it("jumps at once for visitors who prefer reduced motion", () => {
    stubReducedMotion(true);
    render(<Page />);
    fireEvent.click(screen.getByRole("link", { name: "Start Free Trial" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "instant" });
  });

  it("is an ordinary link when the section is not on the page", () => {
    render(<BookingLink href="/landing#nowhere">Book</BookingLink>);
    const link = screen.getByRole("link", { name: "Book" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
