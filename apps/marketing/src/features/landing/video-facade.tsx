import type { VideoAsset } from "@novaline/content";
import { cn } from "@novaline/ui";
import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export interface VideoFacadeProps {
  video: VideoAsset;
  /** Visible label of the play button. */
  playLabel: string;
  /** Summary of the transcript disclosure. */
  transcriptLabel: string;
  className?: string;
}

type FacadeState = "poster" | "playing" | "failed";

/**
 * A video that costs nothing until it is wanted: its poster and a play button. The player is
 * created (and the file requested) only when the visitor presses play; it then plays with sound
 * and takes focus. If the file cannot play, the poster stays in its place.
 */
export default function VideoFacade({
  video,
  playLabel,
  transcriptLabel,
  className,
}: VideoFacadeProps) {
  const [state, setState] = useState<FacadeState>("poster");
  const player = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (state === "playing") player.current?.focus();
  }, [state]);

  const { poster } = video;
  return (
    <figure data-slot="video-facade" data-state={state} className={cn("grid gap-3", className)}>
      <div className="relative aspect-video overflow-hidden rounded-3xl border border-border bg-muted shadow-elevated">
        {state === "playing" ? (
          // The transcript under the player covers what is said.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            ref={player}
            src={video.src}
            poster={poster.src}
            aria-label={video.title}
            controls
            autoPlay
            playsInline
            className="absolute inset-0 size-full bg-black object-contain"
            onError={() => {
              setState("failed");
            }}
          />
        ) : (
          <>
            <img
              src={poster.src}
              srcSet={poster.srcSet}
              alt={poster.alt}
              width={poster.width}
              height={poster.height}
              fetchPriority="high"
              className="absolute inset-0 size-full object-cover"
            />
            {state === "poster" ? (
              <button
                type="button"
                className="group absolute inset-0 flex cursor-pointer items-end justify-start p-4 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring sm:p-6"
                onClick={() => {
                  setState("playing");
                }}
              >
                <span className="inline-flex items-center gap-3 rounded-full bg-background/95 py-2 pr-5 pl-2 text-sm font-semibold text-foreground shadow-elevated transition-transform duration-(--duration-fast) group-hover:scale-105">
                  <span className="grid size-10 place-items-center rounded-full bg-brand text-brand-foreground">
                    <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
                  </span>
                  {playLabel}
                </span>
              </button>
            ) : null}
          </>
        )}
      </div>
      <figcaption className="grid gap-1 px-1 text-sm text-muted-foreground">
        <span className="font-medium text-foreground">{video.title}</span>
        <details>
          <summary className="w-fit cursor-pointer rounded-md font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {transcriptLabel}
          </summary>
          <p className="mt-2 leading-relaxed">{video.transcript}</p>
        </details>
      </figcaption>
    </figure>
  );
}
