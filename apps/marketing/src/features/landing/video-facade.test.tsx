import type { VideoAsset } from "@novaline/content";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import VideoFacade from "./video-facade";

const video: VideoAsset = {
  src: "/videos/walkthrough.mp4",
  poster: {
    src: "/images/walkthrough.svg",
    alt: "An incoming call picked up",
    width: 640,
    height: 360,
  },
  title: "How calls are answered",
  transcript: "Every call is answered.",
};

beforeEach(() => {
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});

function renderFacade() {
  render(
    <VideoFacade
      video={video}
      playLabel="Play the walkthrough"
      transcriptLabel="Read the transcript"
    />,
  );
}

describe("VideoFacade", () => {
  it("shows only the poster and a play button until play is pressed", () => {
    renderFacade();
    expect(document.querySelector("video, iframe")).toBeNull();
    expect(screen.getByRole("img", { name: "An incoming call picked up" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play the walkthrough" })).toBeInTheDocument();
  });

  it("creates the player on play, with controls and its name", () => {
    renderFacade();
    fireEvent.click(screen.getByRole("button", { name: "Play the walkthrough" }));
    const player = document.querySelector("video");
    expect(player).toHaveAttribute("src", "/videos/walkthrough.mp4");
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAccessibleName("How calls are answered");
    // That it takes focus is checked in a real browser (e2e/landing.spec.ts): jsdom does not
    // make a video with controls focusable.
  });

  it("puts the poster back, without a play button, when the video cannot play", () => {
    renderFacade();
    fireEvent.click(screen.getByRole("button", { name: "Play the walkthrough" }));
    const player = document.querySelector("video");
    if (!player) throw new Error("no player");
    fireEvent.error(player);
    expect(document.querySelector("video")).toBeNull();
    expect(screen.getByRole("img", { name: "An incoming call picked up" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers the transcript", () => {
    renderFacade();
    expect(screen.getByText("Every call is answered.")).toBeInTheDocument();
  });
});
