// Mono 16-bit PCM at one sample rate: the form every turn and call takes between the speech
// engines (or a recording) and the encoder, so that cue times are counted in samples, exactly.

/** Samples per second of everything the pipeline handles (Opus encodes it as wideband speech). */
export const SAMPLE_RATE = 24_000;

const FULL_SCALE = 32_767;

function decibels(db: number): number {
  return 10 ** (db / 20);
}

/** Seconds of `samples`. */
export function secondsOf(samples: Int16Array | number): number {
  return (typeof samples === "number" ? samples : samples.length) / SAMPLE_RATE;
}

/** `seconds` of silence. */
export function silence(seconds: number): Int16Array {
  return new Int16Array(Math.round(seconds * SAMPLE_RATE));
}

/** The parts one after the other. */
export function concat(parts: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * `samples` without the silence before the first and after the last sound louder than
 * `thresholdDb` (dBFS), keeping `padSeconds` of each: a speech engine's leading and trailing
 * silence would otherwise count as part of the turn.
 */
export function trimSilence(
  samples: Int16Array,
  { thresholdDb = -42, padSeconds = 0.03 }: { thresholdDb?: number; padSeconds?: number } = {},
): Int16Array {
  const threshold = decibels(thresholdDb) * FULL_SCALE;
  let first = samples.findIndex((sample) => Math.abs(sample) > threshold);
  if (first < 0) return new Int16Array(0);
  let last = samples.findLastIndex((sample) => Math.abs(sample) > threshold);
  const pad = Math.round(padSeconds * SAMPLE_RATE);
  first = Math.max(0, first - pad);
  last = Math.min(samples.length - 1, last + pad);
  return samples.slice(first, last + 1);
}

/**
 * `samples` scaled so that their sound (what is louder than -50 dBFS) has an RMS level of
 * `targetDb` dBFS, without any peak above `peakDb`: two engines, or a recording, at one level.
 */
export function normalizeLoudness(
  samples: Int16Array,
  { targetDb = -20, peakDb = -1 }: { targetDb?: number; peakDb?: number } = {},
): Int16Array {
  const floor = decibels(-50) * FULL_SCALE;
  let sum = 0;
  let count = 0;
  let peak = 0;
  for (const sample of samples) {
    const level = Math.abs(sample);
    peak = Math.max(peak, level);
    if (level <= floor) continue;
    sum += sample * sample;
    count += 1;
  }
  if (count === 0) return samples.slice();
  const rms = Math.sqrt(sum / count);
  const gain = Math.min(
    (decibels(targetDb) * FULL_SCALE) / rms,
    (decibels(peakDb) * FULL_SCALE) / peak,
  );
  return Int16Array.from(samples, (sample) =>
    Math.max(-FULL_SCALE - 1, Math.min(FULL_SCALE, Math.round(sample * gain))),
  );
}
