import { useAudioLevels } from "@novaline/voice-core/react";
import { cn } from "@novaline/ui";
import { useRef, useSyncExternalStore, type Ref } from "react";

const BANDS = 5;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => {
    query.removeEventListener("change", onChange);
  };
}

/** Whether the visitor asked for reduced motion (and follows a change of mind). */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

// A level a voice counts as heard from (the analyser's floor is not silence).
const HEARD = 0.05;

/** Draws one voice's level into its meter: bar heights, or only whether it is heard. */
function draw(meter: HTMLElement | null, level: number, bands: readonly number[], still: boolean) {
  if (!meter) return;
  const percent = String(Math.round(level * 10) * 10);
  // The value a screen reader reads moves in steps of 10, not at every frame.
  if (meter.getAttribute("aria-valuenow") !== percent) meter.setAttribute("aria-valuenow", percent);
  meter.dataset.heard = level >= HEARD ? "true" : "false";
  if (still) return;
  Array.from(meter.children).forEach((bar, index) => {
    (bar as HTMLElement).style.scale = `1 ${String(0.15 + 0.85 * (bands[index] ?? 0))}`;
  });
}

/**
 * The two voices of the call, each as bars that move with its frequency bands: the visitor's
 * microphone and the agent. With reduced motion the bars stand still and only their colour says
 * who is heard. Drawn on animation frames, outside React.
 */
export function VoiceLevels({ youLabel, agentLabel }: { youLabel: string; agentLabel: string }) {
  const still = usePrefersReducedMotion();
  const you = useRef<HTMLDivElement>(null);
  const agent = useRef<HTMLDivElement>(null);
  useAudioLevels(
    ({ input, output, inputBands, outputBands }) => {
      draw(you.current, input, inputBands, still);
      draw(agent.current, output, outputBands, still);
    },
    // Reduced motion: a few readings a second are enough for a colour.
    { bands: BANDS, fps: still ? 4 : 30 },
  );
  return (
    <div className="grid shrink-0 gap-1" data-motion={still ? "still" : "live"}>
      <Meter ref={agent} label={agentLabel} tone="agent" />
      <Meter ref={you} label={youLabel} tone="you" />
    </div>
  );
}

function Meter({
  ref,
  label,
  tone,
}: {
  ref: Ref<HTMLDivElement>;
  label: string;
  tone: "agent" | "you";
}) {
  return (
    <div
      ref={ref}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-heard="false"
      className={cn(
        "group flex h-4 items-center gap-0.5",
        tone === "agent" ? "text-primary" : "text-success",
      )}
    >
      {Array.from({ length: BANDS }, (_, index) => (
        <span
          key={index}
          className="h-full w-1 origin-center scale-y-[0.4] rounded-full bg-muted-foreground/40 group-data-[heard=true]:bg-current"
        />
      ))}
    </div>
  );
}
