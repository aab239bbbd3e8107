import type { SampleCall, SampleCallsCopy } from "@novaline/content";
import { Badge, Button, cn } from "@novaline/ui";
import { Pause, Play } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { scrollBehavior } from "../../shared/motion";
import { activeTurnIndex, formatClock } from "./call-timeline";
import { useAudioPlayback } from "./use-audio-playback";

export interface SampleCallPlayerProps {
  call: SampleCall;
  copy: SampleCallsCopy;
}

/** The position as text: "0:12 of 0:34". */
function positionText(copy: SampleCallsCopy, current: number, total: number) {
  return copy.position
    .replace("{current}", formatClock(current))
    .replace("{total}", formatClock(total));
}

/**
 * One sample call: its audio (loaded when first played, with its captions track), play/pause, a
 * position slider and the time, and the transcript beside it, where the line being heard is
 * highlighted (`aria-current`) and kept in view while the call plays. A line plays the call from
 * where it starts. Nothing plays until the visitor asks.
 */
export function SampleCallPlayer({ call, copy }: SampleCallPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const transcriptRef = useRef<HTMLOListElement>(null);
  const lineRefs = useRef<(HTMLLIElement | null)[]>([]);
  const headingId = useId();
  const transcriptId = useId();
  const playback = useAudioPlayback(audioRef, {
    knownDuration: call.audio.durationSeconds,
    type: call.audio.type,
  });
  const active = activeTurnIndex(call.turns, playback.currentTime);
  const source = copy.sources[call.source];

  // While the call plays, the line being heard stays in view inside the transcript (which
  // scrolls on its own: the page does not move under the visitor).
  useEffect(() => {
    const list = transcriptRef.current;
    const line = lineRefs.current[active];
    if (!playback.playing || !list || !line) return;
    // The list is the lines' offset parent (`relative`).
    const top = line.offsetTop;
    const visible =
      top >= list.scrollTop && top + line.offsetHeight <= list.scrollTop + list.clientHeight;
    if (visible) return;
    list.scrollTo({ top: Math.max(0, top - list.clientHeight / 3), behavior: scrollBehavior() });
  }, [active, playback.playing]);

  return (
    <div
      data-slot="sample-call"
      data-state={playback.playing ? "playing" : "paused"}
      data-yield-floating
      className="grid min-w-0 gap-6 rounded-3xl border border-border bg-card bg-sheen p-5 shadow-card sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10"
    >
      <div className="grid min-w-0 content-start gap-5">
        <Badge variant="outline" shape="pill" className="whitespace-normal">
          {source.label}
        </Badge>
        <h3 id={headingId} className="text-2xl font-bold text-balance">
          {call.title}
        </h3>
        {/* The page's own controls below need scripts: without them, the browser's. */}
        <audio
          ref={audioRef}
          src={call.audio.src}
          preload="none"
          controls
          aria-labelledby={headingId}
          className="w-full [@media(scripting:enabled)]:hidden"
        >
          <track
            kind="captions"
            src={call.captions.src}
            srcLang={call.captions.srclang}
            label={copy.captionsLabel}
            default
          />
        </audio>
        <div className="flex items-center gap-3 [@media(scripting:none)]:hidden">
          <Button
            size="icon"
            aria-label={playback.playing ? copy.pauseLabel : copy.playLabel}
            aria-describedby={headingId}
            disabled={playback.failed}
            onClick={playback.toggle}
          >
            {playback.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <input
            type="range"
            aria-label={copy.seekLabel}
            aria-valuetext={positionText(copy, playback.currentTime, playback.duration)}
            min={0}
            max={Math.ceil(playback.duration)}
            step={1}
            value={Math.min(Math.round(playback.currentTime), Math.ceil(playback.duration))}
            disabled={playback.failed}
            onChange={(event) => {
              playback.seek(Number(event.currentTarget.value));
            }}
            className="h-2 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-not-allowed"
          />
          <span aria-hidden="true" className="shrink-0 text-sm text-muted-foreground tabular-nums">
            {formatClock(playback.currentTime)} / {formatClock(playback.duration)}
          </span>
        </div>
        {playback.failed ? (
          <p role="status" className="text-sm font-medium text-foreground">
            {copy.unsupported}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{source.note}</p>
      </div>
      <div className="grid min-w-0 content-start gap-3">
        <h4
          id={transcriptId}
          className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {copy.transcriptLabel}
        </h4>
        <ol
          ref={transcriptRef}
          aria-labelledby={transcriptId}
          className="relative grid max-h-[24rem] gap-1.5 overflow-y-auto overscroll-contain rounded-2xl p-1"
        >
          {call.turns.map((turn, index) => {
            const current = index === active;
            return (
              <li
                key={`${String(turn.start)}-${turn.speaker}`}
                ref={(element) => {
                  lineRefs.current[index] = element;
                }}
              >
                <button
                  type="button"
                  aria-current={current ? "true" : undefined}
                  onClick={() => {
                    playback.playFrom(turn.start);
                  }}
                  className={cn(
                    "grid w-full cursor-pointer gap-1 rounded-xl border-l-4 px-4 py-2.5 text-left transition-colors duration-(--duration-fast) focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                    current
                      ? "border-primary bg-primary/10 text-foreground"
                      : "border-transparent text-foreground/85 hover:bg-muted",
                  )}
                >
                  <span className="flex items-baseline gap-2 text-xs font-semibold">
                    <span
                      className={
                        turn.speaker === "agent" ? "text-primary" : "text-muted-foreground"
                      }
                    >
                      {copy.speakers[turn.speaker]}
                    </span>
                    <span className="text-muted-foreground tabular-nums">
                      <span className="sr-only">{copy.playFromLabel} </span>
                      {formatClock(turn.start)}
                    </span>
                  </span>
                  <span className="text-sm leading-relaxed">{turn.text}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
