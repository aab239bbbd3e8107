// The Vapi stand-in's call recordings: a short WAV made in code (no binary fixture), a tone per
// line of the call's script (lower for the agent, higher for the visitor), so a browser can
// play it, seek in it and follow the transcript's times.

/** How long each line of a stand-in call lasts in its recording, and the pause after it. */
export const LINE_SECONDS = 1.6;
export const PAUSE_SECONDS = 0.4;
const RATE = 8_000;

/** Where each line falls in the recording, in seconds. */
export function lineTimes(count: number): { start: number; end: number }[] {
  return Array.from({ length: count }, (_, index) => {
    // In whole milliseconds, so the report's times are the round numbers a reader expects.
    const startMs = index * Math.round((LINE_SECONDS + PAUSE_SECONDS) * 1000);
    return { start: startMs / 1000, end: (startMs + Math.round(LINE_SECONDS * 1000)) / 1000 };
  });
}

/** A mono 16-bit PCM WAV at 8 kHz with one tone per line (`agent` lines at 440 Hz, others 660 Hz). */
export function recordingWav(speakers: readonly ("agent" | "visitor")[]): Buffer {
  const seconds = speakers.length * (LINE_SECONDS + PAUSE_SECONDS);
  const samples = Math.round(seconds * RATE);
  const data = Buffer.alloc(samples * 2);
  const times = lineTimes(speakers.length);
  speakers.forEach((speaker, index) => {
    const { start, end } = times[index] ?? { start: 0, end: 0 };
    const hz = speaker === "agent" ? 440 : 660;
    for (let i = Math.round(start * RATE); i < Math.round(end * RATE); i += 1) {
      const value = Math.round(Math.sin((2 * Math.PI * hz * i) / RATE) * 0.2 * 32_767);
      data.writeInt16LE(value, i * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * Answers a `GET` of a recording as a storage server does: the whole file (200), the single
 * range asked for (206 with `Content-Range`), or 416 for a range past its end.
 */
export function recordingAnswer(
  file: Buffer,
  range: string | undefined,
): { status: number; headers: Record<string, string>; body: Buffer } {
  const base = { "content-type": "audio/wav", "accept-ranges": "bytes" };
  const match = range === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === "" && match[2] === "")) {
    return {
      status: 200,
      headers: { ...base, "content-length": String(file.length) },
      body: file,
    };
  }
  const size = file.length;
  const [, first = "", last = ""] = match;
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) {
    return {
      status: 416,
      headers: { ...base, "content-range": `bytes */${String(size)}` },
      body: Buffer.alloc(0),
    };
  }
  return {
    status: 206,
    headers: {
      ...base,
      "content-range": `bytes ${String(start)}-${String(end)}/${String(size)}`,
      "content-length": String(end - start + 1),
    },
    body: file.subarray(start, end + 1),
  };
}
