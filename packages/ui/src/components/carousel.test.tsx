import { act, createEvent, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { installIntersectionObserver, mockMatchMedia } from "../testing/intersection-observer.js";
import { Carousel, type CarouselProps } from "./carousel.js";

const quotes = [
  "Dr. Patel: We stopped missing after-hours calls.",
  "Sofia: Bookings are up 37% since the AI Caller.",
  "Marcus: It qualifies every lead before I call back.",
  "Lena: Our front desk finally has time for patients.",
] as const;

function Testimonials(props: Partial<CarouselProps>) {
  return (
    <Carousel label="What our clients say" {...props}>
      {quotes.map((quote) => (
        <blockquote key={quote}>{quote}</blockquote>
      ))}
    </Carousel>
  );
}

function SixReviews(props: Partial<CarouselProps>) {
  return (
    <Carousel label="Reviews" perView={{ base: 1, lg: 3 }} {...props}>
      {Array.from({ length: 6 }, (_, review) => (
        <a key={review} href={`#review-${review + 1}`}>
          Review {review + 1}
        </a>
      ))}
    </Carousel>
  );
}

/** The one slide screen readers can reach. */
const visibleSlide = () => screen.getByRole("group");
const visibleSlideNames = () =>
  screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"));
const track = () => document.querySelector<HTMLElement>('[data-slot="carousel-track"]');
/** Where Embla has moved the slides to (px). */
const trackX = () =>
  Number(/translate3d\((-?[\d.]+)px/.exec(track()?.style.transform ?? "")?.[1] ?? Number.NaN);

const gap = 16;
/**
 * jsdom has no layout (and no IntersectionObserver), so Embla stays off there. This lays the
 * carousel out the way the CSS does in a browser: a `width` px viewport with `perView` slides of
 * equal width, 16 px apart. Embla then measures, drags and snaps as in a browser.
 */
function mockLayout({ width = 600, perView = 1 }: { width?: number; perView?: number } = {}) {
  const slideWidth = (width - gap * (perView - 1)) / perView;
  const isSlide = (el: HTMLElement) => el.dataset.slot === "carousel-slide";
  const inCarousel = (el: HTMLElement) =>
    el.dataset.slot === "carousel-track" || el.dataset.slot === "carousel-viewport";
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    if (isSlide(this)) return slideWidth;
    return inCarousel(this) ? width : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isSlide(this) || inCarousel(this) ? 300 : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return isSlide(this) ? Number(this.dataset.index) * (slideWidth + gap) : 0;
  });
  vi.spyOn(HTMLElement.prototype, "offsetParent", "get").mockImplementation(() => document.body);
  installIntersectionObserver();
  return { slideWidth };
}

/** Presses the mouse at `from` and drags it to `to` (client x), as a visitor dragging a slide. */
function mouseDrag(target: Element, from: number, to: number) {
  fireEvent.mouseDown(target, { button: 0, buttons: 1, clientX: from, clientY: 100 });
  const steps = 4;
  for (let step = 1; step <= steps; step += 1) {
    fireEvent.mouseMove(document, {
      buttons: 1,
      clientX: from + ((to - from) * step) / steps,
      clientY: 100,
    });
  }
  fireEvent.mouseUp(document, { button: 0, clientX: to, clientY: 100 });
}

/** A touch event at client x (jsdom's TouchEvent takes no plain-object touches). */
function touch(type: string, target: Element, clientX: number) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const point = { clientX, clientY: 100, identifier: 0, target };
  const list = type === "touchend" ? [] : [point];
  Object.defineProperty(event, "touches", { value: list });
  Object.defineProperty(event, "changedTouches", { value: [point] });
  fireEvent(target, event);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Carousel", () => {
  it("is a labelled carousel showing one slide, named 'N of M'", () => {
    render(<Testimonials />);
    const carousel = screen.getByRole("region", { name: "What our clients say" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    expect(visibleSlide()).toHaveAttribute("aria-roledescription", "slide");
    expect(visibleSlide()).toHaveTextContent(quotes[0]);
    expect(screen.getAllByRole("group")).toHaveLength(1);
  });

  it("wraps around: next from the last goes to the first, previous from the first to the last", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    await user.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(visibleSlide()).toHaveAccessibleName("4 of 4");
    expect(visibleSlide()).toHaveTextContent(quotes[3]);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toHaveAccessibleName("1 of 4");
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(visibleSlide()).toHaveTextContent(quotes[1]);
  });

  it("jumps with the dots and marks the current one", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    const third = screen.getByRole("button", { name: "Show slide 3 of 4" });
    await user.click(third);
    expect(visibleSlide()).toHaveTextContent(quotes[2]);
    expect(third).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show slide 1 of 4" })).not.toHaveAttribute(
      "aria-current",
    );
  });

  it("moves with Left/Right arrows while focus is inside, wrapping too", async () => {
    const user = userEvent.setup();
    render(<Testimonials />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(visibleSlide()).toHaveTextContent(quotes[3]);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(visibleSlide()).toHaveTextContent(quotes[1]);
  });

  it("moves focus to the new slide when navigating from inside a slide", async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Case studies">
        <a href="#clinic">Read the clinic story</a>
        <a href="#salon">Read the salon story</a>
      </Carousel>,
    );
    screen.getByRole("link", { name: "Read the clinic story" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(visibleSlide()).toHaveFocus();
    expect(visibleSlide()).toHaveTextContent("Read the salon story");
    // The hidden slide's link is out of reach.
    expect(screen.queryByRole("link", { name: "Read the clinic story" })).not.toBeInTheDocument();
  });

  it("announces slide changes politely when not rotating", () => {
    render(<Testimonials />);
    expect(visibleSlide().closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("works controlled: reports the wrapped index and shows what the parent says", async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Testimonials index={3} onIndexChange={onIndexChange} />);
    expect(visibleSlide()).toHaveTextContent(quotes[3]);
    await user.click(screen.getByRole("button", { name: "Next slide" }));
    expect(onIndexChange).toHaveBeenCalledWith(0);
    expect(visibleSlide()).toHaveTextContent(quotes[3]);
  });

  it("shows the nearest slide for an out-of-range index", () => {
    const { rerender } = render(<Testimonials index={9} />);
    expect(visibleSlide()).toHaveTextContent(quotes[3]);
    rerender(<Testimonials index={-2} />);
    expect(visibleSlide()).toHaveTextContent(quotes[0]);
  });

  it("warns (in development) when switching between controlled and uncontrolled", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { rerender } = render(<Testimonials index={1} />);
    rerender(<Testimonials />);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Carousel is changing from controlled to uncontrolled"),
    );
  });

  describe("ref", () => {
    it("gives the caller's ref the region, and focus still follows the slides", async () => {
      const user = userEvent.setup();
      const ref = createRef<HTMLElement>();
      const callbackRef = vi.fn();
      const { rerender } = render(
        <Carousel ref={ref} label="Case studies">
          <a href="#clinic">Read the clinic story</a>
          <a href="#salon">Read the salon story</a>
        </Carousel>,
      );
      expect(ref.current).toBe(screen.getByRole("region", { name: "Case studies" }));
      screen.getByRole("link", { name: "Read the clinic story" }).focus();
      await user.keyboard("{ArrowRight}");
      expect(visibleSlide()).toHaveTextContent("Read the salon story");
      expect(visibleSlide()).toHaveFocus();

      rerender(
        <Carousel ref={callbackRef} label="Case studies">
          <a href="#clinic">Read the clinic story</a>
          <a href="#salon">Read the salon story</a>
        </Carousel>,
      );
      expect(callbackRef).toHaveBeenLastCalledWith(screen.getByRole("region"));
      screen.getByRole("link", { name: "Read the salon story" }).focus();
      await user.keyboard("{ArrowLeft}");
      expect(visibleSlide()).toHaveTextContent("Read the clinic story");
      expect(visibleSlide()).toHaveFocus();
    });
  });

  describe("drag and swipe (Embla, with a mocked layout)", () => {
    it("drags to the next slide with the mouse, and back", () => {
      mockLayout({ width: 600 });
      render(<Testimonials />);
      mouseDrag(visibleSlide(), 500, 150);
      expect(visibleSlide()).toHaveAccessibleName("2 of 4");
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
      expect(screen.getByRole("button", { name: "Show slide 2 of 4" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      mouseDrag(visibleSlide(), 100, 450);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
    });

    it("stays on the slide after a short, slow drag", () => {
      mockLayout({ width: 600 });
      render(<Testimonials />);
      // 20 px over half a second: no flick, and under half a slide, so it snaps back.
      const at = (event: Event, time: number) => {
        Object.defineProperty(event, "timeStamp", { value: time });
        return event;
      };
      const slide = visibleSlide();
      fireEvent(slide, at(createEvent.mouseDown(slide, { button: 0, clientX: 300 }), 0));
      fireEvent(document, at(createEvent.mouseMove(document, { clientX: 280 }), 250));
      fireEvent(document, at(createEvent.mouseUp(document, { clientX: 280 }), 500));
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
    });

    it("swipes to the next slide on a touch screen", () => {
      mockLayout({ width: 390 });
      const onIndexChange = vi.fn();
      render(<Testimonials onIndexChange={onIndexChange} />);
      const slide = visibleSlide();
      touch("touchstart", slide, 350);
      for (const x of [300, 220, 140, 60]) touch("touchmove", slide, x);
      touch("touchend", slide, 60);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
      expect(onIndexChange).toHaveBeenCalledWith(1);
    });

    it("moves back to the parent's slide when a controlling parent ignores a drag", async () => {
      mockLayout({ width: 600 });
      const onIndexChange = vi.fn();
      const { rerender } = render(<Testimonials index={0} onIndexChange={onIndexChange} />);
      mouseDrag(visibleSlide(), 500, 100);
      expect(onIndexChange).toHaveBeenCalledWith(1);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
      // Embla settles back on the first slide instead of staying on the second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(Math.abs(trackX())).toBeLessThan(2);
      // A parent that accepts moves it.
      rerender(<Testimonials index={1} onIndexChange={onIndexChange} />);
      await waitFor(
        () => {
          expect(Math.abs(trackX() + 616)).toBeLessThan(2);
        },
        { timeout: 3000 },
      );
    });

    it("animates to the next slide, and jumps there for visitors who prefer reduced motion", async () => {
      mockLayout({ width: 600 });
      const { unmount } = render(<Testimonials />);
      fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
      // Still on its way right after the click; there a few frames later.
      expect(trackX()).toBeGreaterThan(-600);
      await waitFor(
        () => {
          expect(Math.abs(trackX() + 616)).toBeLessThan(2);
        },
        { timeout: 3000 },
      );
      unmount();

      mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
      render(<Testimonials />);
      fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
      expect(trackX()).toBe(-616);
      fireEvent.click(screen.getByRole("button", { name: "Show slide 4 of 4" }));
      expect(trackX()).toBe(-1848);
    });
  });

  describe("several slides per view", () => {
    it("shows three, steps one slide at a time with a dot per position, and wraps", async () => {
      const user = userEvent.setup();
      // A 1280 px screen: three 300 px slides in view.
      mockLayout({ width: 932, perView: 3 });
      render(<SixReviews />);
      expect(visibleSlideNames()).toEqual(["1 of 6", "2 of 6", "3 of 6"]);
      const dots = screen.getAllByRole("button", { name: /^Show slides/ });
      expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual([
        "Show slides 1 to 3 of 6",
        "Show slides 2 to 4 of 6",
        "Show slides 3 to 5 of 6",
        "Show slides 4 to 6 of 6",
      ]);
      // Slides out of view are out of reach, those in view are not.
      expect(screen.getAllByRole("link")).toHaveLength(3);
      expect(document.querySelector('[data-index="3"]')).toHaveAttribute("inert");
      expect(document.querySelector('[data-index="2"]')).not.toHaveAttribute("inert");

      await user.click(screen.getByRole("button", { name: "Next slide" }));
      expect(visibleSlideNames()).toEqual(["2 of 6", "3 of 6", "4 of 6"]);
      expect(dots[1]).toHaveAttribute("aria-current", "true");

      await user.click(screen.getByRole("button", { name: "Previous slide" }));
      await user.click(screen.getByRole("button", { name: "Previous slide" }));
      expect(visibleSlideNames()).toEqual(["4 of 6", "5 of 6", "6 of 6"]);
      expect(dots[3]).toHaveAttribute("aria-current", "true");
    });

    it("moves focus to the slide that comes into view", async () => {
      const user = userEvent.setup();
      mockLayout({ width: 932, perView: 3 });
      render(<SixReviews />);
      screen.getByRole("link", { name: "Review 1" }).focus();
      await user.keyboard("{ArrowRight}");
      expect(screen.getByRole("group", { name: "4 of 6" })).toHaveFocus();
      await user.keyboard("{ArrowLeft}");
      expect(screen.getByRole("group", { name: "1 of 6" })).toHaveFocus();
      // Wrapping back from the first position shows (and focuses) the last slide.
      await user.keyboard("{ArrowLeft}");
      expect(screen.getByRole("group", { name: "6 of 6" })).toHaveFocus();
    });

    it("is one slide per position on a narrow screen", () => {
      mockLayout({ width: 358, perView: 1 });
      render(<SixReviews />);
      expect(visibleSlideNames()).toEqual(["1 of 6"]);
      expect(screen.getAllByRole("button", { name: /^Show slide \d of 6$/ })).toHaveLength(6);
    });

    it("sets the per-view custom property for each screen width", () => {
      render(<SixReviews perView={{ base: 1, md: 2, lg: 3 }} />);
      expect(track()?.className).toContain("[--carousel-per-view:1]");
      expect(track()?.className).toContain("md:[--carousel-per-view:2]");
      expect(track()?.className).toContain("lg:[--carousel-per-view:3]");
    });
  });

  describe("auto-rotation", () => {
    // user-event waits on real timers; under fake timers these tests drive events directly.
    function setup() {
      vi.useFakeTimers();
    }
    // One act() per second, so React re-renders (and re-arms the timer) between slides.
    const wait = (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
        act(() => {
          vi.advanceTimersByTime(Math.min(1000, ms - elapsed));
        });
      }
    };

    it("rotates on its interval, wrapping, with the live region off", () => {
      setup();
      render(<Testimonials autoPlay={5000} />);
      expect(visibleSlide().closest("[aria-live]")).toHaveAttribute("aria-live", "off");
      wait(4999);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
      wait(1);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
      wait(15000);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
    });

    it("stops with the Pause button and restarts with Play", () => {
      setup();
      render(<Testimonials autoPlay={5000} />);
      const rotation = screen.getByRole("button", { name: "Stop automatic slide show" });
      expect(rotation).toHaveAttribute("data-state", "playing");
      fireEvent.click(rotation);
      expect(rotation).toHaveAccessibleName("Start automatic slide show");
      expect(rotation).toHaveAttribute("data-state", "paused");
      wait(20000);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
      expect(visibleSlide().closest("[aria-live]")).toHaveAttribute("aria-live", "polite");

      fireEvent.click(rotation);
      expect(rotation).toHaveAccessibleName("Stop automatic slide show");
      wait(5000);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
    });

    it("pauses while hovered and resumes after", () => {
      setup();
      render(<Testimonials autoPlay={5000} />);
      fireEvent.mouseEnter(screen.getByRole("region"));
      wait(12000);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
      fireEvent.mouseLeave(screen.getByRole("region"));
      wait(5000);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
    });

    it("pauses while a slide is held (dragged) and resumes when let go", () => {
      setup();
      mockLayout({ width: 600 });
      render(<Testimonials autoPlay={5000} />);
      touch("touchstart", visibleSlide(), 300);
      wait(12000);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
      touch("touchend", visibleSlide(), 300);
      wait(5000);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
    });

    it("stops when focus moves into the carousel, except onto the rotation button", () => {
      setup();
      render(<Testimonials autoPlay={5000} />);
      act(() => {
        screen.getByRole("button", { name: "Stop automatic slide show" }).focus();
      });
      wait(5000);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
      act(() => {
        screen.getByRole("button", { name: "Next slide" }).focus();
      });
      expect(
        screen.getByRole("button", { name: "Start automatic slide show" }),
      ).toBeInTheDocument();
      wait(20000);
      expect(visibleSlide()).toHaveTextContent(quotes[1]);
    });

    it("does not start for visitors who prefer reduced motion", () => {
      setup();
      mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
      render(<Testimonials autoPlay={5000} />);
      expect(
        screen.getByRole("button", { name: "Start automatic slide show" }),
      ).toBeInTheDocument();
      wait(20000);
      expect(visibleSlide()).toHaveTextContent(quotes[0]);
    });
  });

  it("has no axe violations, with and without rotation, one or several per view", async () => {
    const { container } = render(
      <div>
        <Testimonials />
        <Testimonials label="Case studies" autoPlay={5000} />
        <SixReviews />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
