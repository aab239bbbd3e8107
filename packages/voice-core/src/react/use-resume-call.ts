import { microphoneGranted, type CallResume, type StartResult } from "@novaline/voice-core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useContextClient } from "./use-context-client";

/**
 * Where the rejoining of a call a page load interrupted stands (see {@link useResumeCall}):
 *
 * - `none`: nothing to rejoin (yet); the visitor ended the rejoined call, or it broke (its
 *   failure is the call's `error`); or the visitor started another call instead.
 * - `asking`: a call is kept, but rejoining it asks for the microphone: offer a button that
 *   calls `rejoin()`, so the browser asks in the visitor's click (also after a refused
 *   microphone: the call is still on).
 * - `rejoining`: rejoining it.
 * - `rejoined`: the call is on again.
 * - `ended`: the kept call is over (it ended while the page loaded, or is too old): say so.
 *
 * @example
 * ```tsx
 * const label = { ended: "That call has ended.", asking: "Your call is still on." }[state];
 * ```
 */
export type ResumeCallState = "none" | "asking" | "rejoining" | "rejoined" | "ended";

/**
 * What {@link useResumeCall} returns.
 *
 * @example
 * ```tsx
 * const { state, rejoin }: UseResumeCallResult = useResumeCall(resume);
 * ```
 */
export interface UseResumeCallResult {
  /** Where the rejoining stands (see {@link ResumeCallState}). */
  readonly state: ResumeCallState;
  /** Rejoins the kept call (`start({ rejoin })`): call it from the visitor's click. */
  readonly rejoin: () => Promise<void>;
}

// What a rejoin's result means for the visitor.
function outcome(result: StartResult): ResumeCallState {
  if (result.status === "ended" && result.reason === "agent") return "ended";
  if (result.status === "active" || result.status === "reconnecting") return "rejoined";
  return result.status === "failed" ? "asking" : "none";
}

/**
 * Rejoins the call a reload interrupted, once: the call `resume` (the plug-in the page's client
 * was made with, see `resumeIn`) kept. At once when the page may use the microphone without
 * asking (`microphoneGranted()`), else it waits in `asking` for the visitor's click on a button
 * that calls `rejoin()`, since a permission prompt on load is one browsers block and visitors
 * refuse. Pass `resume` only when the page found a kept call (a cheap look at the storage key),
 * `null` otherwise: then nothing loads, and a kept call too old or unreadable is `ended`. Under
 * a `LazyVoiceCallProvider` the client's code loads with the rejoin. Does nothing outside a
 * provider.
 *
 * @example
 * ```tsx
 * function Rejoin({ resume }: { resume: CallResume | null }) {
 *   const { state, rejoin } = useResumeCall(resume);
 *   if (state === "ended") return <p>That call has ended.</p>;
 *   if (state !== "asking") return null;
 *   return <button type="button" onClick={() => void rejoin()}>Rejoin the call</button>;
 * }
 * ```
 */
export function useResumeCall(resume: CallResume | null): UseResumeCallResult {
  const client = useContextClient();
  const [state, setState] = useState<ResumeCallState>("none");
  // The latest client and plug-in: a lazy client is replaced by the loaded one while a rejoin runs.
  const latest = useRef({ client, resume });
  useEffect(() => {
    latest.current = { client, resume };
  });
  const rejoining = useRef(false);
  const rejoin = useCallback(async () => {
    const { client: current, resume: kept } = latest.current;
    if (!current || !kept) return;
    const webCall = kept.read();
    if (!webCall) {
      setState("ended");
      return;
    }
    rejoining.current = true;
    setState("rejoining");
    const result = await current.start({ rejoin: webCall });
    rejoining.current = false;
    setState(outcome(result));
  }, []);
  // A call the visitor starts instead (their "Talk to the AI") ends the offer: once it is
  // active, it is the one kept.
  useEffect(
    () =>
      client?.on("state", ({ status }) => {
        if (status === "loading" && !rejoining.current) setState("none");
      }),
    [client],
  );
  const checked = useRef(false);
  useEffect(() => {
    if (!resume || checked.current) return;
    checked.current = true;
    // Too old or unreadable: over, and nothing to load.
    if (!resume.read()) {
      setState("ended");
      return;
    }
    void microphoneGranted().then((granted) => {
      if (granted) return rejoin();
      setState("asking");
    });
  }, [resume, rejoin]);
  return { state, rejoin };
}
