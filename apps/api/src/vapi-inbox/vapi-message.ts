import { statusFromVapi } from "../demo-calls/call-status.js";
import type { VapiCallEvent } from "../demo-calls/repository.js";
import { isPlainObject } from "../http/json-body.js";
import { transcriptLinesOf } from "./transcript-lines.js";

/** The longest call length a report may state; a longer one is ignored. */
const MAX_REPORTED_SECONDS = 86_400;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Vapi's server message (`{ message: { type, call: { id, name, … }, … } }`), read defensively. */
interface VapiMessage {
  type?: unknown;
  status?: unknown;
  endedReason?: unknown;
  call?: {
    id?: unknown;
    name?: unknown;
    metadata?: { demoCallId?: unknown };
    assistantOverrides?: { metadata?: { demoCallId?: unknown } };
  };
  durationSeconds?: unknown;
  startedAt?: unknown;
  endedAt?: unknown;
  summary?: unknown;
  transcript?: unknown;
  recordingUrl?: unknown;
  analysis?: { summary?: unknown };
  artifact?: { transcript?: unknown; recordingUrl?: unknown; messages?: unknown };
}

/** A message about one of the calls, as the inbox worker applies it. */
export interface CallMessage {
  /** Vapi's id of the call. */
  readonly vapiCallId: string;
  /**
   * Our id of the call, which we give Vapi as the call's `name` and in its
   * `assistantOverrides.metadata`: how a message is matched before Vapi's id is known to us.
   */
  readonly demoCallId: string | undefined;
  readonly event: VapiCallEvent;
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Our id, where Vapi's call object carries it (the metadata first: a name may be edited). */
function demoCallIdOf(call: NonNullable<VapiMessage["call"]>): string | undefined {
  const candidates = [
    call.assistantOverrides?.metadata?.demoCallId,
    call.metadata?.demoCallId,
    call.name,
  ];
  return candidates.map(text).find((value) => value !== undefined && UUID.test(value));
}

/** The call and what a message says of it, or nothing for a message we do not follow. */
function callMessageOf(message: VapiMessage): CallMessage | undefined {
  const call = isPlainObject(message.call) ? message.call : undefined;
  const vapiCallId = text(call?.id);
  if (call === undefined || vapiCallId === undefined) return undefined;
  const demoCallId = demoCallIdOf(call);
  const endedReason = text(message.endedReason);
  if (message.type === "status-update") {
    const status = statusFromVapi(text(message.status) ?? "", endedReason);
    return status === undefined
      ? undefined
      : { vapiCallId, demoCallId, event: { status, endedReason } };
  }
  if (message.type === "end-of-call-report") {
    const started = Date.parse(text(message.startedAt) ?? "");
    const ended = Date.parse(text(message.endedAt) ?? "");
    const reported =
      typeof message.durationSeconds === "number"
        ? message.durationSeconds
        : (ended - started) / 1000;
    // No demo call lasts a day: anything else is a broken or forged report, not a length.
    const duration =
      Number.isFinite(reported) && reported >= 0 && reported <= MAX_REPORTED_SECONDS
        ? reported
        : undefined;
    return {
      vapiCallId,
      demoCallId,
      event: {
        status: statusFromVapi("ended", endedReason),
        endedReason,
        durationSeconds: duration === undefined ? undefined : Math.max(0, Math.round(duration)),
        summary: text(message.analysis?.summary) ?? text(message.summary),
        transcript: text(message.artifact?.transcript) ?? text(message.transcript),
        transcriptLines: transcriptLinesOf(message.artifact?.messages),
        recordingUrl: text(message.artifact?.recordingUrl) ?? text(message.recordingUrl),
      },
    };
  }
  return undefined;
}

/**
 * What a stored server message (its JSON body) says about a demo call, or `undefined` for a body
 * that is not JSON, or a message we do not follow (only status updates and end-of-call reports
 * about a call are).
 */
export function readCallMessage(body: string): CallMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
  const message = isPlainObject(parsed) ? parsed.message : undefined;
  return isPlainObject(message) ? callMessageOf(message) : undefined;
}
