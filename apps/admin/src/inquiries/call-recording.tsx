import { adminCopy } from "@novaline/content";
import type { TranscriptLine, TranscriptSpeaker } from "@novaline/inquiry";
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

export interface CallRecordingProps {
  inquiryId: string;
  lines: readonly TranscriptLine[];
  /** Whether Vapi keeps a recording: without one, the transcript shows without a player. */
  hasRecording: boolean;
}

/**
 * The call's recording (native audio controls, through a signed link from the API) beside its
 * transcript: the line being spoken is highlighted (`aria-current`) and kept in view (without
 * animation when reduced motion is asked for); a line is a button that plays from its start.
 */
export function CallRecording({ inquiryId, lines, hasRecording }: CallRecordingProps) {
  const link = useRecordingLink(inquiryId, hasRecording);
  const audio = useRef<HTMLAudioElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [time, setTime] = useState(0);
  const [started, setStarted] = useState(false);
  const retried = useRef(false);
  const reduceMotion = usePrefersReducedMotion();
  const current = started ? lineAt(lines, time) : -1;

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
        link.data ? (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the timed transcript beside it, its line following the audio, is the captions
          <audio
            ref={audio}
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
            onError={() => {
              // Most likely an expired link (a panel left open): one fresh link, once.
              if (retried.current) return;
              retried.current = true;
              void link.refetch();
            }}
          />
        ) : link.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span>{link.error.message || copy.failed}</span>
            <Button size="sm" variant="outline" onClick={() => void link.refetch()}>
              {copy.retry}
            </Button>
          </div>
        ) : (
          <Skeleton className="h-12 w-full" aria-label={copy.loading} />
        )
      ) : null}
      {lines.length > 0 ? (
        <>
          <SpeakingTimes lines={lines} />
          {hasRecording ? (
            <p id={`transcript-hint-${inquiryId}`} className="text-xs text-muted-foreground">
              {copy.transcriptHint}
            </p>
          ) : null}
          <ol
            ref={list}
            aria-label={copy.transcriptLabel}
            aria-describedby={hasRecording ? `transcript-hint-${inquiryId}` : undefined}
            className="relative grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-border bg-muted/40 p-2"
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
                  {hasRecording && link.data ? (
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
