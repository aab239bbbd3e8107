// A stand-in for the Web Audio graph the audio level meter builds (jsdom has none): each
// analyser reports the frequency data its track was given with `levels.set(track, bins)`.
import { vi } from "vitest";

export class FakeTrack {
  readonly kind = "audio";
}

export function stubWebAudio() {
  /** The byte frequency data (128 bins) each track's analyser reports. */
  const levels = new Map<unknown, number[]>();
  const contexts: { closed: boolean; sources: { track: unknown; disconnected: boolean }[] }[] = [];
  vi.stubGlobal(
    "MediaStream",
    class {
      constructor(readonly tracks: unknown[]) {}
    },
  );
  vi.stubGlobal(
    "AudioContext",
    class {
      readonly sampleRate = 32_000;
      readonly record = {
        closed: false,
        sources: [] as { track: unknown; disconnected: boolean }[],
      };
      constructor() {
        contexts.push(this.record);
      }
      createMediaStreamSource(stream: { tracks: unknown[] }) {
        const source = { track: stream.tracks[0], disconnected: false };
        this.record.sources.push(source);
        return {
          connect: (analyser: { track?: unknown }) => {
            analyser.track = source.track;
          },
          disconnect: () => {
            source.disconnected = true;
          },
        };
      }
      createAnalyser() {
        const analyser = {
          fftSize: 2048,
          track: undefined as unknown,
          get frequencyBinCount() {
            return analyser.fftSize / 2;
          },
          getByteFrequencyData(bins: Uint8Array) {
            bins.set((levels.get(analyser.track) ?? []).slice(0, bins.length));
          },
        };
        return analyser;
      }
      close() {
        this.record.closed = true;
        return Promise.resolve();
      }
    },
  );
  return { levels, contexts };
}
