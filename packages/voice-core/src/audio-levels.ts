// Audio levels for interfaces: how loud the visitor and the agent are, and in which frequency
// bands, read from Web Audio analysers on the call's tracks. Imported on its own, so an app
// without a visualiser does not bundle it.
import type { VoiceClient } from "./voice-client-types";

/**
 * How loud each side is now, 0..1, and, when asked for, per frequency band (low to high, up to
 * 8 kHz, where speech is).
 *
 * @example
 * ```ts
 * const levels: AudioLevels = { input: 0.1, output: 0.6, inputBands: [], outputBands: [] };
 * ```
 */
export interface AudioLevels {
  /** The visitor's microphone. */
  readonly input: number;
  /** The agent. */
  readonly output: number;
  readonly inputBands: readonly number[];
  readonly outputBands: readonly number[];
}

/** Reads {@link AudioLevels} of a client's call; `close()` releases the audio graph. */
export interface AudioLevelMeter {
  /** The levels now, with `bands` bands per side (none by default). Silent without a call. */
  readonly read: (options?: { bands?: number }) => AudioLevels;
  readonly close: () => void;
}

/** The highest frequency the levels look at: speech lies below it. */
const TOP_HZ = 8000;

/**
 * A meter of `client`'s call audio: each `read()` takes the call's current tracks
 * (`getAudioTracks()`), analysing each once, and reads their levels. Cheap enough for every
 * animation frame; nothing runs between reads. The Web Audio context starts on the first read
 * with a track.
 *
 * @example
 * ```ts
 * const meter = createAudioLevelMeter(client);
 * const frame = () => {
 *   const { output, outputBands } = meter.read({ bands: 5 });
 *   draw(output, outputBands);
 *   requestAnimationFrame(frame);
 * };
 * ```
 */
export function createAudioLevelMeter(client: VoiceClient): AudioLevelMeter {
  let context: AudioContext | undefined;
  const analysers = new Map<MediaStreamTrack, { analyser: AnalyserNode; source: AudioNode }>();

  function analyserOf(track: MediaStreamTrack): AnalyserNode {
    let node = analysers.get(track);
    if (!node) {
      context ??= new AudioContext();
      const source = context.createMediaStreamSource(new MediaStream([track]));
      const analyser = context.createAnalyser();
      analyser.fftSize = 256;
      source.connect(analyser);
      node = { analyser, source };
      analysers.set(track, node);
    }
    return node.analyser;
  }

  function levelsOf(track: MediaStreamTrack | undefined, bands: number) {
    if (!track) return { level: 0, bands: Array.from({ length: bands }, () => 0) };
    const analyser = analyserOf(track);
    const bins = new Uint8Array(analyser.frequencyBinCount);
    analyser.getByteFrequencyData(bins);
    const nyquist = (context?.sampleRate ?? 48_000) / 2;
    const used = Math.max(1, Math.min(bins.length, Math.round((bins.length * TOP_HZ) / nyquist)));
    const mean = (from: number, to: number) => {
      let sum = 0;
      for (let index = from; index < to; index++) sum += bins[index] ?? 0;
      return to > from ? sum / (to - from) / 255 : 0;
    };
    return {
      level: mean(0, used),
      bands: Array.from({ length: bands }, (_, band) =>
        mean(Math.floor((band * used) / bands), Math.floor(((band + 1) * used) / bands)),
      ),
    };
  }

  return {
    read({ bands = 0 } = {}) {
      const tracks = client.getAudioTracks();
      // Tracks that left the call (a rejoin brings new ones) stop being analysed.
      for (const [track, { source }] of analysers) {
        if (track !== tracks.input && track !== tracks.output) {
          source.disconnect();
          analysers.delete(track);
        }
      }
      const input = levelsOf(tracks.input, bands);
      const output = levelsOf(tracks.output, bands);
      return {
        input: input.level,
        output: output.level,
        inputBands: input.bands,
        outputBands: output.bands,
      };
    },
    close() {
      for (const { source } of analysers.values()) source.disconnect();
      analysers.clear();
      void context?.close();
      context = undefined;
    },
  };
}
