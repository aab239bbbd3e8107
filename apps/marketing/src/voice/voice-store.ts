import type { VoiceCallSnapshot, VoiceClient, VoiceClientOptions } from "@novaline/voice-core";
import { useSyncExternalStore } from "react";
import type { VoiceSession } from "./voice-session";

// One voice call per page (the SDK allows one): the hero button and the floating widget share
// this client. Its code (~6 KB) and the SDK (~83 KB) load only when a visitor shows intent.

let session: VoiceSession | null = null;
let loading: Promise<VoiceSession> | null = null;
const listeners = new Set<() => void>();

/** Loads voice-core and creates the page's call session, once. */
export function loadVoiceSession(options: VoiceClientOptions) {
  loading ??= import("./voice-session").then(({ createSession }) => {
    session = createSession(options);
    for (const listener of listeners) listener();
    return session;
  });
  return loading;
}

const subscribeToClient = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getSession = () => session;
const noSession = () => null;

/** The page's call session (client and helpers), or `null` until it has loaded. */
export function useVoiceSession(): VoiceSession | null {
  return useSyncExternalStore(subscribeToClient, getSession, noSession);
}

/** The page's voice client, or `null` until it has loaded. */
export function useVoiceClient(): VoiceClient | null {
  return useVoiceSession()?.client ?? null;
}

const IDLE: Pick<VoiceCallSnapshot, "state"> = { state: { status: "idle" } };
const subscribeNothing = () => () => undefined;

/** The call's snapshot (idle before the client exists). */
export function useVoiceSnapshot(
  voice: VoiceClient | null,
): Pick<VoiceCallSnapshot, "state"> & Partial<VoiceCallSnapshot> {
  return useSyncExternalStore(
    voice ? voice.subscribe : subscribeNothing,
    voice ? voice.getSnapshot : () => IDLE,
    () => IDLE,
  );
}
