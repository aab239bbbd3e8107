// What both `samples:synthesize` and `samples:import` write for one industry's call, into
// @novaline/content: the audio (Opus in WebM, mono, 24 kbit/s), its WebVTT captions, the typed
// module of its timed transcript that the site reads, and the manifest entry that records what
// was encoded (sizes, hashes, the encoded file's own duration) for the content's tests.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import {
  getIndustry,
  industryKeys,
  type IndustryKey,
  type SampleCallMedia,
  type SampleCallSource,
  type TimedTurn,
} from "@novaline/content";
import { normalizeLoudness, SAMPLE_RATE } from "./pcm.ts";
import { formatWebVtt } from "./webvtt.ts";

const contentDir = dirname(
  createRequire(import.meta.url).resolve("@novaline/content/package.json"),
);
const repoRoot = join(contentDir, "../..");
/** Where the audio and captions go: the content's public folder, which the site serves. */
const publicDir = join(contentDir, "public");
const audioPath = "/audio/sample-calls";
/** Where the timed transcripts and the manifest go. */
export const mediaDir = join(contentDir, "src/sample-calls/media");
export const manifestPath = join(mediaDir, "manifest.json");

/** The encoding: Opus in WebM plays in Chrome, Edge, Firefox and Safari 17 and later. */
export const AUDIO_ENCODING = {
  extension: "webm",
  type: 'audio/webm; codecs="opus"',
  bitrate: "24k",
} as const;

/** What the manifest says of one file. */
export interface ManifestFile {
  /** Path in @novaline/content. */
  file: string;
  bytes: number;
  sha256: string;
}

/** The manifest's entry of one industry. */
export interface ManifestEntry {
  source: SampleCallSource;
  audio: ManifestFile & { durationSeconds: number; codec: "opus"; bitrate: string };
  captions: ManifestFile;
  /** How the audio was made: the voices of a synthesized call, or the Vapi call recorded. */
  origin: Record<string, string | number>;
}

/** The manifest: one entry per industry that has a call. */
export interface Manifest {
  $comment: string;
  calls: Partial<Record<IndustryKey, ManifestEntry>>;
}

/** Runs `command`, failing with its error output; returns its standard output. */
export function run(
  command: string,
  args: readonly string[],
  { input, cwd }: { input?: Buffer; cwd?: string } = {},
): Buffer {
  const result = spawnSync(command, args, { input, cwd, maxBuffer: 256 * 1024 * 1024 });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr.toString()}`);
  }
  return result.stdout;
}

/** Stops with the apt-get line to run when one of `commands` is not installed. */
export function requireCommands(commands: readonly string[], packages: string) {
  const missing = commands.filter((command) => spawnSync("which", [command]).status !== 0);
  if (missing.length === 0) return;
  console.error(
    `Not installed: ${missing.join(", ")}. On Debian or Ubuntu: apt-get install -y ${packages}`,
  );
  process.exit(1);
}

/** Any audio file ffmpeg reads, as mono 16-bit samples at the pipeline's rate. */
export function decodeAudio(file: string): Int16Array {
  const raw = run("ffmpeg", [
    ...["-hide_banner", "-loglevel", "error", "-i", file],
    ...["-ac", "1", "-ar", String(SAMPLE_RATE), "-f", "s16le", "pipe:1"],
  ]);
  return new Int16Array(raw.buffer, raw.byteOffset, raw.byteLength / 2);
}

function fileFacts(path: string): ManifestFile {
  const bytes = readFileSync(path);
  return {
    file: relative(contentDir, path),
    bytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
}

/** The encoded file's duration, as ffprobe reads it from the file. */
function probeSeconds(path: string): number {
  const out = run("ffprobe", [
    ...["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
  ]);
  return Math.round(Number(out.toString().trim()) * 1000) / 1000;
}

export function readManifest(): Manifest {
  if (!existsSync(manifestPath)) {
    return {
      $comment:
        "Written by `pnpm --filter @novaline/marketing samples:synthesize` and `samples:import`; do not edit.",
      calls: {},
    };
  }
  return JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
}

function mediaModule(media: SampleCallMedia): string {
  const { label } = getIndustry(media.industry);
  const how =
    media.source === "recorded"
      ? "recorded from the demo assistant (`samples:import`)"
      : "voiced from its script by text-to-speech (`samples:synthesize`)";
  return `// Written by \`pnpm --filter @novaline/marketing samples:synthesize\` or \`samples:import\`:
// do not edit; run one of them again to change it. See src/sample-calls/README.md.
import type { SampleCallMedia } from "../../types/index.js";

/** ${label}'s sample call, ${how}. */
export const sampleCall: SampleCallMedia = ${JSON.stringify(media, null, 2)};
`;
}

/** Everything one industry's call needs, in memory. */
export interface SampleCallInput {
  industry: IndustryKey;
  source: SampleCallSource;
  title: string;
  /** The whole call, mono, at SAMPLE_RATE. */
  samples: Int16Array;
  turns: readonly TimedTurn[];
  origin: ManifestEntry["origin"];
}

/**
 * Encodes the call and writes its audio, captions, timed transcript and manifest entry; returns
 * the entry. The audio is brought to one loudness first.
 */
export function writeSampleCall(input: SampleCallInput): ManifestEntry {
  const { industry } = input;
  const audioDir = join(publicDir, audioPath);
  mkdirSync(audioDir, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });

  const audioFile = join(audioDir, `${industry}.${AUDIO_ENCODING.extension}`);
  const pcm = normalizeLoudness(input.samples);
  run(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "1", "-i", "pipe:0"],
      ...["-c:a", "libopus", "-b:a", AUDIO_ENCODING.bitrate, "-vbr", "on"],
      ...["-application", "voip", "-map_metadata", "-1"],
      // The same input gives the same bytes: no encoder version or date in the file.
      ...["-fflags", "+bitexact", "-flags:a", "+bitexact"],
      audioFile,
    ],
    { input: Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength) },
  );
  const captionsFile = join(audioDir, `${industry}.vtt`);
  writeFileSync(captionsFile, formatWebVtt(input.turns));

  const audio = fileFacts(audioFile);
  const durationSeconds = probeSeconds(audioFile);
  const media: SampleCallMedia = {
    industry,
    source: input.source,
    title: input.title,
    audio: {
      src: `${audioPath}/${industry}.${AUDIO_ENCODING.extension}`,
      type: AUDIO_ENCODING.type,
      durationSeconds,
      bytes: audio.bytes,
    },
    captions: { src: `${audioPath}/${industry}.vtt`, srclang: "en" },
    turns: [...input.turns],
  };
  const moduleFile = join(mediaDir, `${industry}.ts`);
  writeFileSync(moduleFile, mediaModule(media));

  const entry: ManifestEntry = {
    source: input.source,
    audio: { ...audio, durationSeconds, codec: "opus", bitrate: AUDIO_ENCODING.bitrate },
    captions: fileFacts(captionsFile),
    origin: input.origin,
  };
  const manifest = readManifest();
  manifest.calls[industry] = entry;
  // In tab order, whichever industries were written this time.
  manifest.calls = Object.fromEntries(
    industryKeys.flatMap((key) => (manifest.calls[key] ? [[key, manifest.calls[key]]] : [])),
  );
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  // As the repository formats TypeScript and JSON, so that the written files pass its check.
  run("pnpm", ["exec", "prettier", "--log-level", "warn", "--write", moduleFile, manifestPath], {
    cwd: repoRoot,
  });
  return entry;
}

/** Path of `file` from the repository's root, for messages. */
export function fromRoot(file: string): string {
  return relative(repoRoot, join(contentDir, file));
}
