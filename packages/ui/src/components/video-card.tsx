"use client";

import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn.js";
import { useInView } from "../lib/use-in-view.js";
import { usePrefersReducedMotion } from "../lib/use-prefers-reduced-motion.js";

/** Props of {@link VideoCard}. @public */
export interface VideoCardProps extends Omit<ComponentProps<"figure">, "title" | "children"> {
  /** The video file URL (MP4/H.264 plays everywhere). */
  src: string;
  /** The still shown before playing, and instead of the video if it fails to load. */
  poster: { src: string; alt: string; srcSet?: string };
  /** What the video is, shown under it, e.g. "Dr. Patel on 31 new patients in a month". */
  title: string;
  /** More caption content under the title: name, role, rating… */
  children?: ReactNode;
  /**
   * Width / height of the video area.
   * @defaultValue "4/5" (height 125 % of width)
   */
  aspectRatio?: string;
  /**
   * Play muted while at least half of the video is in view, and pause when it leaves. Never for
   * visitors who prefer reduced motion.
   * @defaultValue true
   */
  autoPlay?: boolean;
  /** @defaultValue false */
  loop?: boolean;
  /** Captions (WebVTT) for the spoken words. */
  captions?: { src: string; srcLang?: string; label?: string };
  /**
   * Text of the overlay that unmutes the video (and plays it from the start).
   * @defaultValue "Tap to unmute"
   */
  unmuteLabel?: string;
  /** A text version of the video, shown in a disclosure under it. */
  transcript?: ReactNode;
  /**
   * Summary of the transcript disclosure.
   * @defaultValue "Read the transcript"
   */
  transcriptLabel?: string;
}

// Browsers may refuse to play (autoplay policy, data saver): the poster stays and Play still works.
function play(video: HTMLVideoElement): void {
  Promise.resolve(video.play()).catch(() => undefined);
}

const controlClass =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-background/85 text-foreground shadow-card backdrop-blur transition-colors duration-(--duration-fast) hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5";

/**
 * A testimonial video card. It plays muted (inline) while at least half of it is in view and
 * pauses when it leaves. A "Tap to unmute" overlay (the whole video, labelled in its bottom-left
 * corner) unmutes it and plays it from the start, then gives way to a mute toggle; a separate
 * button plays and pauses. If the video cannot load, the
 * poster image (with its alt text) takes its place. An optional transcript sits in a disclosure.
 * @example
 * <VideoCard
 *   src="/videos/dr-patel.mp4"
 *   poster={{ src: "/videos/dr-patel.webp", alt: "Dr. Priya Patel in her dental clinic" }}
 *   title="Dr. Patel on 31 new patients in her first month"
 *   transcript="We used to lose every call after 6 pm…"
 * />
 * @public
 */
export function VideoCard({
  src,
  poster,
  title,
  children,
  aspectRatio = "4/5",
  autoPlay = true,
  loop = false,
  captions,
  unmuteLabel = "Tap to unmute",
  transcript,
  transcriptLabel = "Read the transcript",
  className,
  ...props
}: VideoCardProps) {
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const mediaRef = useRef<HTMLDivElement>(null);
  const muteButtonRef = useRef<HTMLButtonElement>(null);
  // Set when the overlay that had focus is removed, so focus moves to the mute toggle instead of
  // falling back to the top of the page.
  const focusMuteButton = useRef(false);
  const [muted, setMuted] = useState(true);
  const [showUnmute, setShowUnmute] = useState(true);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  // Once the visitor pauses, scrolling back into view does not restart the video.
  const pausedByVisitor = useRef(false);

  const reducedMotion = usePrefersReducedMotion();
  const autoPlays = autoPlay && !reducedMotion && !failed;
  const inView = useInView(mediaRef, { threshold: 0.5, enabled: autoPlays });

  const followViewport = useEffectEvent((visible: boolean) => {
    const video = videoRef.current;
    if (!video) return;
    if (!visible) {
      if (!video.paused) video.pause();
      return;
    }
    if (pausedByVisitor.current) return;
    // Set the property, not just the attribute: browsers only autoplay muted videos.
    video.muted = muted;
    play(video);
  });

  useEffect(() => {
    if (autoPlays) followViewport(inView);
  }, [autoPlays, inView]);

  // A video that failed before the page hydrated fired its error event before React listened.
  // The element remembers it: `error` is set once a `src` attribute fails to load or play.
  useEffect(() => {
    if (videoRef.current?.error) setFailed(true);
  }, []);

  useEffect(() => {
    if (!showUnmute && focusMuteButton.current) {
      focusMuteButton.current = false;
      muteButtonRef.current?.focus();
    }
  }, [showUnmute]);

  const unmuteFromStart = () => {
    const video = videoRef.current;
    if (!video) return;
    // Inside the tap itself, so browsers allow sound.
    video.muted = false;
    video.currentTime = 0;
    pausedByVisitor.current = false;
    play(video);
    setMuted(false);
    focusMuteButton.current =
      video.ownerDocument.activeElement?.getAttribute("data-slot") === "video-card-unmute";
    setShowUnmute(false);
  };

  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !muted;
    setMuted(!muted);
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      pausedByVisitor.current = true;
      video.pause();
    } else {
      pausedByVisitor.current = false;
      play(video);
    }
  };

  const fail = () => {
    setFailed(true);
    setPlaying(false);
  };

  return (
    <figure
      data-slot="video-card"
      data-state={failed ? "error" : playing ? "playing" : "paused"}
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-border bg-card p-3 text-card-foreground shadow-card",
        className,
      )}
      {...props}
    >
      <div
        ref={mediaRef}
        data-slot="video-card-media"
        className="relative overflow-hidden rounded-xl bg-muted"
        style={{ aspectRatio }}
      >
        {failed ? (
          <img
            data-slot="video-card-poster"
            src={poster.src}
            srcSet={poster.srcSet}
            alt={poster.alt}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <>
            {/* Captions are added when the `captions` file is given; `transcript` covers the rest. */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video
              ref={videoRef}
              data-slot="video-card-video"
              className="absolute inset-0 size-full object-cover"
              src={src}
              poster={poster.src}
              muted={muted}
              loop={loop}
              playsInline
              preload="metadata"
              onPlay={() => {
                setPlaying(true);
              }}
              onPause={() => {
                setPlaying(false);
              }}
              onError={fail}
            >
              {captions && (
                <track
                  kind="captions"
                  src={captions.src}
                  srcLang={captions.srcLang ?? "en"}
                  label={captions.label ?? "English"}
                  default
                />
              )}
            </video>
            {showUnmute && (
              // The whole video takes the tap; its label sits in the corner across from the play
              // button, clear of the speaker's face, name and captions in the middle of the frame.
              <button
                type="button"
                data-slot="video-card-unmute"
                className="group absolute inset-0 z-10 cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
                onClick={unmuteFromStart}
              >
                <span
                  data-slot="video-card-unmute-label"
                  className="absolute bottom-3.5 left-3 inline-flex h-10 origin-bottom-left items-center gap-1.5 rounded-full bg-background/85 px-3.5 text-sm font-semibold whitespace-nowrap text-foreground shadow-card backdrop-blur transition-transform duration-(--duration-fast) group-hover:scale-105"
                >
                  <VolumeX aria-hidden="true" className="size-4" />
                  {unmuteLabel}
                </span>
              </button>
            )}
            <div
              data-slot="video-card-controls"
              className="absolute right-3 bottom-3 z-20 flex gap-2"
            >
              {!showUnmute && (
                <button
                  ref={muteButtonRef}
                  type="button"
                  data-slot="video-card-mute"
                  data-state={muted ? "muted" : "unmuted"}
                  aria-label={muted ? "Unmute video" : "Mute video"}
                  className={controlClass}
                  onClick={toggleMute}
                >
                  {muted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
                </button>
              )}
              <button
                type="button"
                data-slot="video-card-play"
                data-state={playing ? "playing" : "paused"}
                aria-label={playing ? "Pause video" : "Play video"}
                className={controlClass}
                onClick={togglePlay}
              >
                {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              </button>
            </div>
          </>
        )}
      </div>
      <figcaption data-slot="video-card-caption" className="flex flex-col gap-1 px-2">
        <span id={titleId} className="font-semibold">
          {title}
        </span>
        {children}
      </figcaption>
      {transcript !== undefined && (
        <details data-slot="video-card-transcript" className="group/transcript px-2 pb-1">
          <summary className="w-fit cursor-pointer rounded-md text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            {transcriptLabel}
          </summary>
          <div className="mt-2 text-sm leading-relaxed text-muted-foreground">{transcript}</div>
        </details>
      )}
    </figure>
  );
}
