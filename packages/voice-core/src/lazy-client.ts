// A client whose code loads on first use: what a page puts in its first load instead of the
// client (a few hundred bytes instead of ~7 KB), while every hook and event works from the start.
import { NETWORK_MESSAGE, type VoiceFailure } from "./failure-reasons";
import { noCall } from "./no-call";
import type { CallState } from "./call-state";
import type { StartResult, VoiceClient, VoiceClientEvents } from "./voice-client-types";
import { IDLE_SNAPSHOT } from "./voice-store";

type EventType = keyof VoiceClientEvents;

// A listener given to `on` before the client loaded; attached to it once it has.
interface Registration {
  readonly type: EventType;
  readonly listener: (payload: never) => void;
  off?: () => void;
}

/**
 * Creates a {@link VoiceClient} that loads the real one with `load` (a dynamic `import()` of a
 * module that calls `createVoiceClient`) on the first `preload()`, `start()`, `toggle()` or
 * device choice, once. Until then it is an idle client: `subscribe`, `on` and `getSnapshot`
 * work, and are carried over to the loaded client. While a `start()` waits for the code, the call
 * is `loading` (and `stop()` cancels it); when the code cannot load, the call `failed` with
 * reason `network`, and the next command tries again. Commands that need a call (`setMuted`,
 * `say`, `sendText`, ...) throw as the client does without one.
 *
 * @example
 * ```ts
 * const client = createLazyVoiceClient(() =>
 *   import("./voice-client").then(({ createClient }) => createClient()),
 * );
 * button.onpointerenter = () => void client.preload(); // loads the client, then the SDK
 * ```
 */
export function createLazyVoiceClient(load: () => Promise<VoiceClient>): VoiceClient {
  let client: VoiceClient | undefined;
  let loading: Promise<VoiceClient> | undefined;
  // What the page sees before the client takes over: idle, then loading/failed/ended of a start
  // that waits for the code.
  let snapshot = IDLE_SNAPSHOT;
  let waiting = false;
  const subscribers = new Set<() => void>();
  const registrations = new Set<Registration>();

  const notify = () => {
    for (const subscriber of [...subscribers]) subscriber();
  };
  const getSnapshot = () => (client && !waiting ? client.getSnapshot() : snapshot);

  function setState(state: CallState) {
    snapshot = { ...IDLE_SNAPSHOT, state };
    for (const registration of registrations) {
      if (registration.type === "state") (registration.listener as (s: CallState) => void)(state);
    }
    notify();
  }

  function ensure(): Promise<VoiceClient> {
    loading ??= load().then(
      (loaded) => {
        client = loaded;
        loaded.subscribe(notify);
        for (const registration of registrations) {
          registration.off = loaded.on(
            registration.type,
            registration.listener as (payload: unknown) => void,
          );
        }
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  // Commands that may come before a call load the client and pass on.
  const later = (method: "setInputDevice" | "setOutputDevice") => (deviceId: string) =>
    ensure().then((loaded) => loaded[method](deviceId));

  async function start(options?: Parameters<VoiceClient["start"]>[0]): Promise<StartResult> {
    if (client) return client.start(options);
    if (waiting) return { ...getSnapshot().state, callId: undefined };
    waiting = true;
    setState({ status: "loading" });
    let loaded: VoiceClient;
    try {
      loaded = await ensure();
    } catch (cause) {
      waiting = false;
      // A failure of createFailure()'s shape, without its table of messages.
      const failure: VoiceFailure = {
        reason: "network",
        message: NETWORK_MESSAGE,
        retryable: true,
        cause,
      };
      setState({ status: "failed", failure });
      for (const registration of registrations) {
        if (registration.type === "error") {
          (registration.listener as (f: typeof failure) => void)(failure);
        }
      }
      return { ...snapshot.state, callId: undefined };
    }
    waiting = false;
    // Stopped (ended) while the code loaded.
    if (snapshot.state.status === "ended" || options?.signal?.aborted) {
      notify();
      const { state, callId } = loaded.getSnapshot();
      return { ...state, callId };
    }
    // The client's start() is `loading` at once: the page never sees idle in between.
    const started = loaded.start(options);
    notify();
    return started;
  }

  function stop(): Promise<void> {
    if (waiting) {
      setState({ status: "ended", reason: "user" });
    }
    return client ? client.stop() : Promise.resolve();
  }

  return {
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    getSnapshot,
    on(type, listener) {
      if (client) return client.on(type, listener);
      const registration: Registration = { type, listener };
      registrations.add(registration);
      return () => {
        registrations.delete(registration);
        registration.off?.();
      };
    },
    start,
    stop,
    toggle: () =>
      client && !waiting ? client.toggle() : waiting ? stop() : start().then(() => undefined),
    preload: () =>
      ensure().then(
        (loaded) => loaded.preload(),
        () => undefined,
      ),
    setMuted: (muted) => {
      if (!client) throw noCall("setMuted", "a call");
      client.setMuted(muted);
    },
    say: (message, options) => {
      if (!client) throw noCall("say");
      client.say(message, options);
    },
    send: (message) => {
      if (!client) throw noCall("send");
      client.send(message);
    },
    sendText: (text, options) => {
      if (!client) throw noCall("sendText");
      client.sendText(text, options);
    },
    sendContext: (text) => {
      if (!client) throw noCall("sendContext");
      client.sendContext(text);
    },
    getAudioTracks: () => client?.getAudioTracks() ?? {},
    resumeAudio: () => (client ? client.resumeAudio() : Promise.reject(noCall("resumeAudio"))),
    setOutputVolume: (volume) => {
      if (client) {
        client.setOutputVolume(volume);
        return;
      }
      // Kept by the client for every call, so it loads it (the SDK waits for a call).
      void ensure().then(
        (loaded) => {
          loaded.setOutputVolume(volume);
        },
        () => undefined,
      );
    },
    setInputDevice: later("setInputDevice"),
    setOutputDevice: later("setOutputDevice"),
    destroy: () => {
      if (waiting) {
        setState({ status: "ended", reason: "user" });
      }
      client?.destroy();
    },
  };
}
