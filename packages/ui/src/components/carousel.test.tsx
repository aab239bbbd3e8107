import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { mockMatchMedia } from "../testing/intersection-observer.js";
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

/** The one slide screen readers can reach. */
const visibleSlide = () => screen.getByRole("group");

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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

  it("has no axe violations, with and without rotation", async () => {
    const { container } = render(
      <div>
        <Testimonials />
        <Testimonials label="Case studies" autoPlay={5000} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
