import { sampleCalls, sampleCallsCopy as copy, type SampleCall } from "@novaline/content";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SampleCallPlayer } from "./sample-call-player";
import SampleCallsSection from "./sample-calls-section";

const [first, second] = sampleCalls as [SampleCall, SampleCall, ...SampleCall[]];

/** jsdom plays no media: the `<audio>` on screen, made to play, pause and move as a browser's would. */
function theAudio() {
  const audio = document.querySelector("audio");
  if (!audio) throw new Error("no <audio>");
  let paused = true;
  let time = 0;
  Object.defineProperties(audio, {
    paused: { get: () => paused, configurable: true },
    ended: { get: () => false, configurable: true },
    duration: { get: () => NaN, configurable: true },
    currentTime: {
      get: () => time,
      set: (seconds: number) => {
        time = seconds;
      },
      configurable: true,
    },
  });
  const play = vi.fn(() => {
    paused = false;
    audio.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.fn(() => {
    paused = true;
    audio.dispatchEvent(new Event("pause"));
  });
  Object.assign(audio, { play, pause });
  return {
    audio,
    play,
    pause,
    /** The audio reaches `seconds`, as it does while playing. */
    reach: (seconds: number) => {
      time = seconds;
      act(() => {
        audio.dispatchEvent(new Event("timeupdate"));
      });
    },
  };
}

const lines = () =>
  within(screen.getByRole("list", { name: copy.transcriptLabel })).getAllByRole("button");
function line(index: number): HTMLElement {
  const found = lines()[index];
  if (!found) throw new Error(`no line ${String(index)}`);
  return found;
}
const currentLines = () => lines().filter((line) => line.getAttribute("aria-current") === "true");

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  // jsdom can play no type and implements neither play() nor pause().
  vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("probably");
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockReturnValue(undefined);
  stubReducedMotion(false);
});
afterEach(() => {
  // Unmounting pauses the audio: while pause() is still stubbed.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("SampleCallsSection", () => {
  it("shows the first industry's call, labelled by its source, with captions and nothing loading", () => {
    render(<SampleCallsSection />);
    expect(screen.getByRole("tab", { name: first.label })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: first.title })).toBeVisible();
    expect(screen.getByText(copy.sources[first.source].label)).toBeVisible();
    const { audio } = theAudio();
    expect(audio).toHaveAttribute("src", first.audio.src);
    expect(audio).toHaveAttribute("preload", "none");
    expect(audio).not.toHaveAttribute("autoplay");
    const track = audio.querySelector("track");
    expect(track).toHaveAttribute("kind", "captions");
    expect(track).toHaveAttribute("src", first.captions.src);
    expect(lines().map((line) => line.textContent)).toEqual(
      first.turns.map((turn) => expect.stringContaining(turn.text) as unknown),
    );
    expect(currentLines()).toEqual([]);
  });

  it("labels each call by where its audio comes from: never a synthesized one as recorded", () => {
    const { rerender } = render(
      <SampleCallPlayer call={{ ...first, source: "synthesized" }} copy={copy} />,
    );
    expect(screen.getByText("Scripted demo call, voiced by text-to-speech")).toBeVisible();
    expect(screen.getByText(copy.sources.synthesized.note)).toBeVisible();
    expect(screen.queryByText(/recorded/i)).toBeNull();
    rerender(<SampleCallPlayer call={{ ...first, source: "recorded" }} copy={copy} />);
    expect(screen.getByText("Recorded demo call")).toBeVisible();
    expect(screen.queryByText(/text-to-speech/i)).toBeNull();
  });

  it("plays and pauses with one button, whose name says what it does", async () => {
    const user = userEvent.setup();
    render(<SampleCallsSection />);
    const { play, pause } = theAudio();
    await user.click(screen.getByRole("button", { name: copy.playLabel }));
    expect(play).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: copy.pauseLabel }));
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: copy.playLabel })).toBeVisible();
  });

  it("highlights the line being heard as the audio plays, and the time follows", async () => {
    const user = userEvent.setup();
    render(<SampleCallsSection />);
    const { reach } = theAudio();
    await user.click(screen.getByRole("button", { name: copy.playLabel }));
    const [one, two, three] = first.turns as [SampleCall["turns"][number], ...SampleCall["turns"]];
    reach(one.start / 2);
    expect(currentLines()).toEqual([]);
    reach(one.start + 0.1);
    expect(currentLines()).toEqual([lines()[0]]);
    // In the pause after a line, it stays highlighted until the next starts.
    reach((one.end + (two?.start ?? 0)) / 2);
    expect(currentLines()).toEqual([lines()[0]]);
    reach((three?.start ?? 0) + 0.5);
    expect(currentLines()).toEqual([lines()[2]]);
    const slider = screen.getByRole("slider", { name: copy.seekLabel });
    expect(slider).toHaveValue(String(Math.round((three?.start ?? 0) + 0.5)));
    expect(slider.getAttribute("aria-valuetext")).toMatch(/^0:\d\d of 0:\d\d$/);
  });

  it("plays the call from a line when the visitor picks it, by pointer or keyboard", async () => {
    const user = userEvent.setup();
    render(<SampleCallsSection />);
    const { audio, play } = theAudio();
    const fourth = first.turns[3];
    await user.click(line(3));
    expect(audio.currentTime).toBe(fourth?.start);
    expect(play).toHaveBeenCalledOnce();
    expect(currentLines()).toEqual([lines()[3]]);

    line(1).focus();
    await user.keyboard("{Enter}");
    expect(audio.currentTime).toBe(first.turns[1]?.start);
    expect(currentLines()).toEqual([lines()[1]]);
  });

  it("seeks with the position slider", () => {
    render(<SampleCallsSection />);
    const { audio, reach } = theAudio();
    const slider = screen.getByRole("slider", { name: copy.seekLabel });
    // As a drag or an arrow key leaves it.
    fireEvent.change(slider, { target: { value: "12" } });
    expect(audio.currentTime).toBe(12);
    reach(12);
    const heard = first.turns.findLastIndex((turn) => turn.start <= 12);
    expect(currentLines()).toEqual([lines()[heard]]);
  });

  it("switches industry with the tabs, stopping the call and showing the other from its start", async () => {
    const user = userEvent.setup();
    render(<SampleCallsSection />);
    const before = theAudio();
    await user.click(screen.getByRole("button", { name: copy.playLabel }));
    before.reach(first.turns[2]?.start ?? 0);
    expect(currentLines()).toHaveLength(1);

    // Arrow keys move between the tabs and choose (WAI-ARIA tabs pattern).
    screen.getByRole("tab", { name: first.label }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: second.label })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(before.pause).toHaveBeenCalled();
    expect(before.audio.isConnected).toBe(false);

    expect(screen.getByRole("heading", { name: second.title })).toBeVisible();
    const after = theAudio();
    expect(after.audio).toHaveAttribute("src", second.audio.src);
    expect(after.audio.currentTime).toBe(0);
    expect(currentLines()).toEqual([]);
    expect(screen.getByRole("button", { name: copy.playLabel })).toBeVisible();
    expect(screen.getByRole("slider", { name: copy.seekLabel })).toHaveValue("0");
  });

  it("keeps the line being heard in view inside the transcript, at once under reduced motion", async () => {
    for (const reduce of [false, true]) {
      stubReducedMotion(reduce);
      const user = userEvent.setup();
      const { unmount } = render(<SampleCallsSection />);
      const { reach } = theAudio();
      const list = screen.getByRole("list", { name: copy.transcriptLabel });
      // jsdom lays nothing out: a list showing 100 px of lines 60 px apart.
      Object.defineProperty(list, "clientHeight", { value: 100 });
      for (const [index, item] of list.querySelectorAll("li").entries()) {
        Object.defineProperty(item, "offsetTop", { value: index * 60 });
        Object.defineProperty(item, "offsetHeight", { value: 50 });
      }
      const scrollTo = vi.fn();
      list.scrollTo = scrollTo as typeof list.scrollTo;
      await user.click(screen.getByRole("button", { name: copy.playLabel }));
      // The first line is in view: nothing moves.
      reach((first.turns[0]?.start ?? 0) + 0.1);
      expect(scrollTo).not.toHaveBeenCalled();
      reach((first.turns[3]?.start ?? 0) + 0.1);
      expect(scrollTo).toHaveBeenCalledWith({
        top: 180 - 100 / 3,
        behavior: reduce ? "instant" : "smooth",
      });
      unmount();
    }
  });

  it("says so, and keeps the transcript, when the browser cannot play the file", () => {
    vi.spyOn(HTMLMediaElement.prototype, "canPlayType").mockReturnValue("");
    render(<SampleCallsSection />);
    expect(screen.getByRole("status")).toHaveTextContent(copy.unsupported);
    expect(screen.getByRole("button", { name: copy.playLabel })).toBeDisabled();
    expect(lines()).toHaveLength(first.turns.length);
  });
});
