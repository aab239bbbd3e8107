import { createAudioLevelMeter, type AudioLevels } from "@novaline/voice-core";
import { useEffect, useRef } from "react";
import { useContextClient } from "./use-context-client";

/**
 * Calls `onFrame` with the call's {@link AudioLevels} on animation frames, at most `fps` times a
 * second, while a call is active and not `paused` (pass the reduced-motion preference): draw
 * with it directly (a canvas, an element's style), since the component does not re-render for
 * it. The latest `onFrame` runs. Nothing runs without a provider or a call.
 *
 * @example
 * ```tsx
 * function Bars() {
 *   const bars = useRef<HTMLDivElement>(null);
 *   useAudioLevels(({ outputBands }) => {
 *     outputBands.forEach((level, i) => {
 *       (bars.current?.children[i] as HTMLElement | undefined)?.style.setProperty("--level", String(level));
 *     });
 *   }, { bands: 5, fps: 30 });
 *   return <div ref={bars}>{[0, 1, 2, 3, 4].map((i) => <span key={i} />)}</div>;
 * }
 * ```
 */
export function useAudioLevels(
  onFrame: (levels: AudioLevels) => void,
  { bands = 0, fps = 30, paused = false }: { bands?: number; fps?: number; paused?: boolean } = {},
): void {
  const client = useContextClient();
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });
  useEffect(() => {
    if (!client || paused) return;
    const meter = createAudioLevelMeter(client);
    const interval = 1000 / Math.max(1, fps);
    let frame = 0;
    let last = -Infinity;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < interval || client.getSnapshot().state.status !== "active") return;
      last = now;
      latest.current(meter.read({ bands }));
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      meter.close();
    };
  }, [client, bands, fps, paused]);
}
