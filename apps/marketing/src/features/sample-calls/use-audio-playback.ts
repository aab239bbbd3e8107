import { useCallback, useEffect, useState, type RefObject } from "react";

/** What the player shows of its `<audio>`. */
export interface PlaybackState {
  playing: boolean;
  /** Seconds from the start. */
  currentTime: number;
  /** Seconds: the file's own once its metadata has loaded, the one given before. */
  duration: number;
  /** The browser cannot play the file (an unsupported type, or it failed to load). */
  failed: boolean;
}

const EVENTS = [
  "play",
  "pause",
  "ended",
  "timeupdate",
  "seeked",
  "durationchange",
  "loadedmetadata",
];

/**
 * Follows an `<audio>` element that the page controls with its own buttons: its state from the
 * element's events, and the commands. The audio loads only when played (`preload="none"`), so
 * `knownDuration` stands in for its duration until then. It pauses when the player unmounts.
 */
export function useAudioPlayback(
  audioRef: RefObject<HTMLAudioElement | null>,
  { knownDuration, type }: { knownDuration: number; type: string },
) {
  const [state, setState] = useState<PlaybackState>({
    playing: false,
    currentTime: 0,
    duration: knownDuration,
    failed: false,
  });

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const sync = () => {
      setState((previous) => ({
        ...previous,
        playing: !audio.paused && !audio.ended,
        currentTime: audio.currentTime,
        duration:
          Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : knownDuration,
      }));
    };
    const fail = () => {
      setState((previous) => ({ ...previous, playing: false, failed: true }));
    };
    if (audio.canPlayType(type) === "") fail();
    for (const event of EVENTS) audio.addEventListener(event, sync);
    audio.addEventListener("error", fail);
    return () => {
      for (const event of EVENTS) audio.removeEventListener(event, sync);
      audio.removeEventListener("error", fail);
      audio.pause();
    };
  }, [audioRef, knownDuration, type]);

  const play = useCallback(() => {
    const audio = audioRef.current;
    audio?.play().catch((error: unknown) => {
      // A pause before playback began rejects with AbortError: nothing failed.
      if (error instanceof DOMException && error.name === "NotSupportedError") {
        setState((previous) => ({ ...previous, playing: false, failed: true }));
      }
    });
  }, [audioRef]);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused || audio.ended) play();
    else audio.pause();
  }, [audioRef, play]);

  const seek = useCallback(
    (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      // Before the file has loaded, this is where playback will start.
      audio.currentTime = Math.max(0, seconds);
      setState((previous) => ({ ...previous, currentTime: audio.currentTime }));
    },
    [audioRef],
  );

  /** Seeks to `seconds` and plays from there. */
  const playFrom = useCallback(
    (seconds: number) => {
      seek(seconds);
      if (audioRef.current?.paused) play();
    },
    [audioRef, play, seek],
  );

  return { ...state, toggle, seek, playFrom };
}
