// `VAPI_PRIVATE_KEY=… pnpm --filter @novaline/marketing samples:import -- --staff-calls calls.json`
//
// Replaces industries' sample calls with calls recorded from the demo assistant. `calls.json`
// lists them:
//
//   [{ "industry": "health", "callId": "<Vapi call id>", "title": "A cracked tooth, seen the same day",
//      "from": 0, "to": 55 }]
//
// For each, it fetches the call from Vapi's API (`GET /call/{id}`, with the private key of the
// organisation that owns the demo assistant), downloads its mono recording, keeps the part from
// `from` to `to` seconds (optional: the whole call by default; keep a sample under a minute, about
// 120 KB) and writes the same files as `samples:synthesize` (media-files.ts), labelled "recorded".
// Every turn's start and end come from the call's own messages (`artifact.messages`).
//
// Only calls in which a member of the team played the caller, who agreed to its publication:
// never a visitor's call (it holds their voice, their name and their number). --staff-calls says
// so and is required. Needs ffmpeg; VAPI_API_URL points it at another API (a stand-in).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { industryKeys, type IndustryKey } from "@novaline/content";
import { decodeAudio, requireCommands, writeSampleCall } from "./media-files.ts";
import { SAMPLE_RATE } from "./pcm.ts";
import { clipTurns, recordingUrlOf, turnsOfCall, type VapiCall } from "./vapi-call.ts";

/** One call to import, as `calls.json` lists it. */
interface CallToImport {
  industry: IndustryKey;
  callId: string;
  title: string;
  from?: number;
  to?: number;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readCalls(path: string): CallToImport[] {
  const list: unknown = JSON.parse(readFileSync(path, "utf8"));
  if (!Array.isArray(list)) fail(`${path}: expected a list of calls`);
  return list.map((item: unknown, index): CallToImport => {
    const { industry, callId, title, from, to } = item as Partial<
      Record<keyof CallToImport, unknown>
    >;
    const where = `${path}, call ${String(index + 1)}`;
    const isSeconds = (value: unknown) =>
      value === undefined || (typeof value === "number" && value >= 0);
    if (!industryKeys.some((key) => key === industry)) {
      fail(`${where}: "industry" is one of ${industryKeys.join(", ")}`);
    }
    if (typeof callId !== "string" || callId === "") fail(`${where}: "callId" is missing`);
    if (typeof title !== "string" || title.trim() === "") fail(`${where}: "title" is missing`);
    if (!isSeconds(from) || !isSeconds(to)) fail(`${where}: "from" and "to" are seconds`);
    return {
      industry: industry as IndustryKey,
      callId,
      title: title.trim(),
      from: from as number | undefined,
      to: to as number | undefined,
    };
  });
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  args: process.argv.slice(2).filter((arg) => arg !== "--"),
  options: { "staff-calls": { type: "boolean", default: false } },
});
const [callsFile] = positionals;
if (!callsFile) fail("Usage: samples:import -- --staff-calls calls.json (see the script's header)");
if (!values["staff-calls"]) {
  fail(
    "Import only calls in which a member of our team played the caller and agreed to publication, never a visitor's. Say so with --staff-calls.",
  );
}
const apiKey = process.env.VAPI_PRIVATE_KEY;
if (!apiKey)
  fail("VAPI_PRIVATE_KEY is not set: the private API key of the demo assistant's organisation.");
const apiUrl = (process.env.VAPI_API_URL ?? "https://api.vapi.ai").replace(/\/$/, "");
requireCommands(["ffmpeg", "ffprobe"], "ffmpeg");

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  if (!response.ok) fail(`${url}: HTTP ${String(response.status)} ${await response.text()}`);
  return response;
}

const work = mkdtempSync(join(tmpdir(), "sample-calls-"));
try {
  for (const item of readCalls(callsFile)) {
    const callUrl = `${apiUrl}/call/${encodeURIComponent(item.callId)}`;
    const call = (await (
      await fetchOk(callUrl, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as VapiCall;
    if (call.status !== undefined && call.status !== "ended") {
      fail(`${item.callId}: the call is "${call.status}", not ended: its recording is not ready.`);
    }
    const recordingUrl = recordingUrlOf(call);
    if (!recordingUrl) {
      fail(`${item.callId}: no recording (the assistant's artifactPlan.recordingEnabled is off?)`);
    }
    const recordingFile = join(work, `${item.industry}-recording`);
    writeFileSync(recordingFile, Buffer.from(await (await fetchOk(recordingUrl)).arrayBuffer()));

    const recording = decodeAudio(recordingFile);
    const from = item.from ?? 0;
    const to = Math.min(item.to ?? Infinity, recording.length / SAMPLE_RATE);
    const samples = recording.slice(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE));
    const turns = clipTurns(turnsOfCall(call), from, to);
    if (turns.length < 2)
      fail(
        `${item.callId}: fewer than two spoken turns between ${String(from)} and ${String(to)} s`,
      );

    const entry = writeSampleCall({
      industry: item.industry,
      source: "recorded",
      title: item.title,
      samples,
      turns,
      origin: {
        vapiCallId: item.callId,
        fromSeconds: from,
        toSeconds: Math.round(to * 1000) / 1000,
      },
    });
    console.log(
      `${item.industry}: ${entry.audio.durationSeconds.toFixed(1)} s, ${String(entry.audio.bytes)} B audio, ${String(turns.length)} turns (call ${item.callId})`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
