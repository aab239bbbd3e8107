import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import { installIntersectionObserver, mockMatchMedia } from "../testing/intersection-observer.js";
import { VideoCard, type VideoCardProps } from "./video-card.js";

// jsdom does not implement media playback: stand in for play/pause/paused/currentTime.
const media = { paused: true, currentTime: 0 };
let play: MockInstance<HTMLMediaElement["play"]>;
let pause: MockInstance<HTMLMediaElement["pause"]>;

beforeEach(() => {
  media.paused = true;
  media.currentTime = 0;
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    media.paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    media.paused = true;
    this.dispatchEvent(new Event("pause"));
  });
  vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(() => media.paused);
  vi.spyOn(HTMLMediaElement.prototype, "currentTime", "get").mockImplementation(
    () => media.currentTime,
  );
  vi.spyOn(HTMLMediaElement.prototype, "currentTime", "set").mockImplementation((value) => {
    media.currentTime = value;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Testimonial(props: Partial<VideoCardProps>) {
  return (
    <VideoCard
      src="/videos/dr-patel.mp4"
      poster={{ src: "/videos/dr-patel.webp", alt: "Dr. Priya Patel in her dental clinic" }}
      title="Dr. Patel on 31 new patients in her first month"
      {...props}
    />
  );
}

const video = () => document.querySelector("video");

describe("VideoCard", () => {
  it("starts muted and inline, with the poster, a caption and the unmute overlay", () => {
    render(<Testimonial />);
    expect(video()?.muted).toBe(true);
    expect(video()).toHaveAttribute("playsinline");
    expect(video()).toHaveAttribute("poster", "/videos/dr-patel.webp");
    expect(video()).toHaveAttribute("src", "/videos/dr-patel.mp4");
    expect(
      screen.getByRole("figure", { name: "Dr. Patel on 31 new patients in her first month" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tap to unmute" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
    // Height 125 % of the width.
    expect(
      document.querySelector<HTMLElement>('[data-slot="video-card-media"]')?.style.aspectRatio,
    ).toBe("4 / 5");
  });

  it("plays muted once half in view and pauses when it leaves", () => {
    const observer = installIntersectionObserver();
    render(<Testimonial />);
    expect(play).not.toHaveBeenCalled();
    act(() => {
      observer.trigger(true);
    });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video()?.muted).toBe(true);
    expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
    expect(screen.getByRole("figure")).toHaveAttribute("data-state", "playing");

    act(() => {
      observer.trigger(false);
    });
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();

    act(() => {
      observer.trigger(true);
    });
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("does not autoplay for reduced motion or with autoPlay={false}", () => {
    const observer = installIntersectionObserver();
    mockMatchMedia((query) => query.includes("prefers-reduced-motion: reduce"));
    const { unmount } = render(<Testimonial />);
    act(() => {
      observer.trigger(true);
    });
    expect(play).not.toHaveBeenCalled();
    unmount();
    vi.unstubAllGlobals();

    const observer2 = installIntersectionObserver();
    render(<Testimonial autoPlay={false} />);
    act(() => {
      observer2.trigger(true);
    });
    expect(play).not.toHaveBeenCalled();
  });

  it("first tap unmutes and restarts from the start; later taps toggle mute", async () => {
    const user = userEvent.setup();
    render(<Testimonial unmuteLabel="Tap for sound" />);
    media.currentTime = 12;

    await user.click(screen.getByRole("button", { name: "Tap for sound" }));
    expect(video()?.muted).toBe(false);
    expect(media.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Tap for sound" })).not.toBeInTheDocument();

    const mute = screen.getByRole("button", { name: "Mute video" });
    media.currentTime = 20;
    await user.click(mute);
    expect(video()?.muted).toBe(true);
    expect(mute).toHaveAccessibleName("Unmute video");
    await user.click(mute);
    expect(video()?.muted).toBe(false);
    expect(mute).toHaveAccessibleName("Mute video");
    // Toggling mute neither restarts nor re-plays.
    expect(media.currentTime).toBe(20);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("moves focus to the mute toggle when the unmute overlay is used from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Testimonial />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Tap to unmute" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Mute video" })).toHaveFocus();
  });

  it("plays and pauses with its button, and a visitor's pause survives scrolling", async () => {
    const user = userEvent.setup();
    const observer = installIntersectionObserver();
    render(<Testimonial />);
    await user.click(screen.getByRole("button", { name: "Play video" }));
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Pause video" }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();

    act(() => {
      observer.trigger(true);
    });
    expect(play).toHaveBeenCalledTimes(1);
  });

  function expectPosterInstead() {
    expect(video()).toBeNull();
    expect(
      screen.getByRole("img", { name: "Dr. Priya Patel in her dental clinic" }),
    ).toHaveAttribute("src", "/videos/dr-patel.webp");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByRole("figure")).toHaveAttribute("data-state", "error");
  }

  it("shows the poster image with its alt text when the video fails to load", () => {
    render(<Testimonial />);
    const element = video();
    if (!element) throw new Error("no <video>");
    fireEvent.error(element);
    expectPosterInstead();
  });

  it("shows the poster when the video failed before the card mounted (prerendered, not hydrated)", () => {
    // The error event fired before React listened; the element still holds its error. (jsdom
    // has no media errors: give its videos one.)
    Object.defineProperty(HTMLVideoElement.prototype, "error", {
      configurable: true,
      get: () => ({ code: 4, message: "404" }),
    });
    try {
      render(<Testimonial />);
      expectPosterInstead();
    } finally {
      Reflect.deleteProperty(HTMLVideoElement.prototype, "error");
    }
  });

  it("offers the transcript in a closed disclosure", async () => {
    const user = userEvent.setup();
    render(<Testimonial transcript="We used to lose every call after 6 pm." />);
    const details = document.querySelector("details");
    expect(details).not.toHaveAttribute("open");
    await user.click(screen.getByText("Read the transcript"));
    expect(details).toHaveAttribute("open");
    expect(screen.getByText("We used to lose every call after 6 pm.")).toBeVisible();
  });

  it("adds a captions track when given", () => {
    render(<Testimonial captions={{ src: "/videos/dr-patel.vtt" }} />);
    const track = document.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("srclang", "en");
  });

  it("has no axe violations, playing or fallen back", async () => {
    const { container } = render(
      <div>
        <Testimonial transcript="We used to lose every call after 6 pm." />
        <Testimonial title="Sofia on 37% more bookings" />
      </div>,
    );
    const videos = container.querySelectorAll("video");
    if (videos[1]) fireEvent.error(videos[1]);
    await expectNoAxeViolations(container);
  });
});
