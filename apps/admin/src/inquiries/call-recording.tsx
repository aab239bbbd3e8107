import { adminCopy } from "@novaline/content";
import { isApiErrorBody, type TranscriptLine, type TranscriptSpeaker } from "@novaline/inquiry";
import { Button, cn, Skeleton, usePrefersReducedMotion } from "@novaline/ui";
import { useEffect, useRef, useState } from "react";
import { clockOf } from "./call-words.js";
import { useRecordingLink } from "./use-recording-link.js";

const copy = adminCopy.inquiries.detail.call.player;

/** The line being spoken at `time`: the last one started by then (a pause keeps it). */
export function lineAt(lines: readonly TranscriptLine[], time: number): number {
  let current = -1;
  lines.forEach((line, index) => {
    if (line.start <= time + 0.05) current = index;
  });
  return current;
}

/** How long each side spoke: the sum of its lines' lengths, in seconds. */
export function speakingTimes(lines: readonly TranscriptLine[]): Record<TranscriptSpeaker, number> {
  const total: Record<TranscriptSpeaker, number> = { agent: 0, visitor: 0 };
  for (const line of lines) total[line.speaker] += Math.max(0, line.end - line.start);
  return total;
}

/** `1 min 5 s`, `42 s`. */
const spoken = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole >= 60
    ? `${String(Math.floor(whole / 60))} min ${String(whole % 60)} s`
    : `${String(whole)} s`;
};

/** Who spoke how long, as a small definition list. */
export function SpeakingTimes({ lines }: { lines: readonly TranscriptLine[] }) {
  const times = speakingTimes(lines);
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {copy.speakingHeading}
      </h4>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {(["visitor", "agent"] as const).map((speaker) => (
          <div key={speaker} className="flex gap-1.5" data-speaker={speaker}>
            <dt className="text-muted-foreground">{copy.speakers[speaker]}</dt>
            <dd className="font-semibold tabular-nums">{spoken(times[speaker])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Why a recording link does not play, asked of the API itself (an `<audio>` element cannot read
 * an error answer): the API's message when it answers with an error, the generic one otherwise,
 * `unreachable` when no answer came. The link is signed: it needs no token. `undefined` once
 * aborted.
 */
async function whyLinkFails(url: string, cancel: AbortSignal): Promise<string | undefined> {
  // An answer that never comes is no answer: the member is told after 15 s, not left waiting.
  const signal = AbortSignal.any([cancel, AbortSignal.timeout(15_000)]);
  let response: Response;
  try {
    response = await fetch(url, { signal, cache: "no-store" });
  } catch {
    return cancel.aborted ? undefined : copy.unreachable;
  }
  if (response.ok) {
    // It plays for fetch after all: the recording itself is not read.
    void response.body?.cancel().catch(() => undefined);
    return copy.failed;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (cancel.aborted) return undefined;
  return isApiErrorBody(body) && body.error.message !== "" ? body.error.message : copy.failed;
}

/**
 * What stands in place of the player: the reason it does not play being asked for, or given; or
 * a new link being asked for (Try again).
 */
type PlayerProblem =
  { kind: "checking" } | { kind: "failed"; message: string } | { kind: "restarting" };

export interface CallRecordingProps {
  inquiryId: string;
  lines: readonly TranscriptLine[];
  /** Whether Vapi keeps a recording: without one, the transcript shows without a player. */
  hasRecording: boolean;
}

/** Why the recording does not play, in place of the player, with Try again. */
function PlayerAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <span>{message}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {copy.retry}
      </Button>
    </div>
  );
}

/**
 * The call's recording (native audio controls, through a signed link from the API) beside its
 * transcript: the line being spoken is highlighted (`aria-current`) and kept in view (without
 * animation when reduced motion is asked for); a line is a button that plays from its start.
 * Render it with `key={inquiryId}`: its player, its problem and its question belong to one call.
 */
export function CallRecording({ inquiryId, lines, hasRecording }: CallRecordingProps) {
  const link = useRecordingLink(inquiryId, hasRecording);
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [time, setTime] = useState(0);
  const [started, setStarted] = useState(false);
  const retried = useRef(false);
  const [problem, setProblem] = useState<PlayerProblem>();
  const asking = useRef<AbortController>(undefined);
  // After Try again, focus goes to the new player (the button it was on is gone).
  const focusPlayer = useRef(false);
  const reduceMotion = usePrefersReducedMotion();
  const current = started ? lineAt(lines, time) : -1;
  const playable = hasRecording && link.data !== undefined && !link.isError && !problem;
  /** Whether a player is there or on its way: "select a line to play" holds. */
  const offersPlay = hasRecording && !link.isError && !problem;

  // The panel closed or moved on to another call: the question is not answered any more.
  useEffect(
    () => () => {
      asking.current?.abort();
    },
    [],
  );

  // The spoken line stays in view inside the transcript's own box (never scrolling the panel).
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>(`[data-line="${String(current)}"]`);
    if (!box || !item) return;
    // The list is positioned: a line's offsetTop is measured from the list's own top.
    const top = item.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTo({ top: Math.max(0, top - 8), behavior: reduceMotion ? "auto" : "smooth" });
    }
  }, [current, reduceMotion]);

  /** The fresh link failed too: ask the API why, once, and show that in place of the player. */
  const askWhy = (url: string) => {
    if (asking.current) return;
    const controller = new AbortController();
    asking.current = controller;
    setProblem({ kind: "checking" });
    void whyLinkFails(url, controller.signal).then((message) => {
      if (message !== undefined) setProblem({ kind: "failed", message });
    });
  };

  /** Try again: a new link, with its one fresh retry, as when the panel opened. */
  const startOver = () => {
    asking.current?.abort();
    asking.current = undefined;
    retried.current = false;
    focusPlayer.current = true;
    setProblem({ kind: "restarting" });
    void link.refetch().finally(() => {
      setProblem(undefined);
    });
  };

  const playFrom = (start: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = start;
    setTime(start);
    setStarted(true);
    void element.play().catch(() => undefined);
  };

  return (
    <div className="grid gap-3">
      {hasRecording ? (
        problem?.kind === "failed" ? (
          <PlayerAlert message={problem.message} onRetry={startOver} />
        ) : problem ? (
          <div role="status">
            <Skeleton className="h-12 w-full" />
            <span className="sr-only">
              {problem.kind === "checking" ? copy.checking : copy.loading}
            </span>
          </div>
        ) : link.isError ? (
          <PlayerAlert message={link.error.message || copy.failed} onRetry={startOver} />
        ) : link.data ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the timed transcript beside it, its line following the audio, is the captions
          <audio
            ref={(element) => {
              audio.current = element;
              if (element && focusPlayer.current) {
                focusPlayer.current = false;
                element.focus();
              }
            }}
            controls
            preload="metadata"
            // A CORS request (the API allows the admin's origin): the API's
            // Cross-Origin-Resource-Policy would block a no-cors one across its site.
            crossOrigin="anonymous"
            src={link.data.url}
            aria-label={copy.label}
            className="w-full"
            onTimeUpdate={(event) => {
              setTime(event.currentTarget.currentTime);
            }}
            onSeeked={(event) => {
              setTime(event.currentTarget.currentTime);
              setStarted(true);
            }}
            onPlay={() => {
              setStarted(true);
            }}
            onLoadedMetadata={() => {
              // This link plays: when it fails later (it expired), a fresh one is tried again.
              retried.current = false;
            }}
            onError={(event) => {
              // An expired link (a panel left open): one fresh link, once. A link still valid
              // would come back the same (signed to the second), so the API is asked why at once
              // (access removed, recording gone…), as it is when the fresh link fails too.
              const expired = Date.parse(link.data.expiresAt) <= Date.now();
              if (retried.current || !expired) {
                askWhy(event.currentTarget.src);
                return;
              }
              retried.current = true;
              void link.refetch();
            }}
          />
        ) : (
          <Skeleton className="h-12 w-full" aria-label={copy.loading} />
        )
      ) : null}
      {lines.length > 0 ? (
        <>
          <SpeakingTimes lines={lines} />
          {offersPlay ? (
            <p id={`transcript-hint-${inquiryId}`} className="text-xs text-muted-foreground">
              {copy.transcriptHint}
            </p>
          ) : null}
          <ol
            ref={list}
            aria-label={copy.transcriptLabel}
            aria-describedby={offersPlay ? `transcript-hint-${inquiryId}` : undefined}
            // Without a player its lines are no buttons: the list itself takes focus, so that a
            // keyboard can scroll a long transcript.
            tabIndex={playable ? undefined : 0}
            className="relative grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-border bg-muted/40 p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {lines.map((line, index) => {
              const speaker = copy.speakers[line.speaker];
              const body = (
                <>
                  <span className="flex items-baseline gap-2 text-xs text-muted-foreground">
                    <span className="font-semibold text-foreground">{speaker}</span>
                    <time className="tabular-nums">{clockOf(line.start)}</time>
                  </span>
                  <span className="block text-sm text-foreground">{line.text}</span>
                </>
              );
              const active = index === current;
              return (
                <li
                  key={`${String(line.start)}-${String(index)}`}
                  data-line={index}
                  data-speaker={line.speaker}
                >
                  {playable ? (
                    <button
                      type="button"
                      aria-current={active ? "true" : undefined}
                      className={cn(
                        "block w-full rounded-md border-l-4 px-2 py-1.5 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                        line.speaker === "agent" ? "border-l-primary/40" : "border-l-success/50",
                        active && "bg-card shadow-sm ring-2 ring-primary",
                      )}
                      onClick={() => {
                        playFrom(line.start);
                      }}
                    >
                      {body}
                    </button>
                  ) : (
                    <div
                      className={cn(
                        "rounded-md border-l-4 px-2 py-1.5",
                        line.speaker === "agent" ? "border-l-primary/40" : "border-l-success/50",
                      )}
                    >
                      {body}
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      ) : null}
    </div>
  );
}
