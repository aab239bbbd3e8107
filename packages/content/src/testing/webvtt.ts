// Reading a WebVTT file for the tests, independently of the script that writes it: its cues with
// their times in seconds, voice (`<v Name>`) and text.

/** One cue of a WebVTT file. */
export interface Cue {
  start: number;
  end: number;
  voice: string | undefined;
  text: string;
}

function seconds(timestamp: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(timestamp);
  if (!match) throw new Error(`not a WebVTT timestamp: ${timestamp}`);
  const [, hours = "0", minutes = "0", secs = "0", millis = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

function decode(text: string): string {
  return text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** The cues of a WebVTT file; throws on a file that is not WebVTT. */
export function parseWebVtt(file: string): Cue[] {
  const [header, ...blocks] = file
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/);
  if (!header?.startsWith("WEBVTT")) throw new Error("no WEBVTT header");
  return blocks.flatMap((block) => {
    const lines = block.split("\n");
    const timing = lines.findIndex((line) => line.includes("-->"));
    if (timing < 0) return [];
    const [start = "", end = ""] = (lines[timing] ?? "")
      .split("-->")
      .map((part) => part.trim().split(/\s/)[0] ?? "");
    const payload = lines.slice(timing + 1).join("\n");
    const voice = /^<v(?:\.[^ >]*)? ([^>]+)>/.exec(payload);
    const text = decode(payload.replace(/<[^>]+>/g, "")).trim();
    return [{ start: seconds(start), end: seconds(end), voice: voice?.[1], text }];
  });
}
