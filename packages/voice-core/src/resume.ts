// Resume after a reload: the plug-in a client takes as its `resume` option. It keeps what the
// SDK's reconnect() needs to rejoin the active call in a storage of the page's (sessionStorage),
// for a bounded time, so that the next page load of the tab can rejoin it. Its own module, so a
// client that does not opt in carries none of it.
import { field } from "./failure-reasons";
import type { VapiWebCall } from "./sdk-types";
import type { VoiceClient } from "./voice-client-types";
import { RESUME_MAX_AGE_MS } from "./voice-defaults";

/**
 * What a {@link CallResume} keeps the call in: `sessionStorage` (one tab, gone when it closes),
 * or anything with its three methods. Every call to it may throw (Safari's private mode, a full
 * quota, storage blocked by the browser): the plug-in then keeps nothing and the call goes on.
 *
 * @example
 * ```ts
 * const memory = new Map<string, string>();
 * const storage: CallStorage = {
 *   getItem: (key) => memory.get(key) ?? null,
 *   setItem: (key, value) => void memory.set(key, value),
 *   removeItem: (key) => void memory.delete(key),
 * };
 * ```
 */
export type CallStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Options of {@link resumeIn}.
 *
 * @example
 * ```ts
 * const options: ResumeOptions = { maxAgeMs: 15 * 60_000, key: "my-app:voice-call" };
 * ```
 */
export interface ResumeOptions {
  /**
   * How long after the call became active it may still be rejoined: set it to your assistant's
   * maximum call duration. An older stored call is removed unread.
   * @defaultValue 600000 ({@link RESUME_MAX_AGE_MS}, Vapi's default `maxDurationSeconds`)
   */
  maxAgeMs?: number;
  /**
   * The storage key.
   * @defaultValue "@novaline/voice-core:call" ({@link RESUME_STORAGE_KEY})
   */
  key?: string;
}

/**
 * The plug-in of `createVoiceClient({ resume })`: keeps the client's active call for a reload,
 * and gives it back to the next page (`read()`, for `start({ rejoin })`). Made by
 * {@link resumeIn}; a custom one must never throw.
 *
 * @example
 * ```ts
 * const resume = resumeIn(() => sessionStorage);
 * const client = createVoiceClient({ publicKey, assistantId, resume });
 * const webCall = resume.read();
 * if (webCall) void client.start({ rejoin: webCall });
 * ```
 */
export interface CallResume {
  /**
   * The kept call when there is a fresh one, else `undefined`; a stale, corrupt or foreign value
   * is removed. Pass it to `start({ rejoin })` as it is: that call is not kept anew (its age
   * counts from when it first became active).
   */
  readonly read: () => VapiWebCall | undefined;
  /** Keeps `webCall` (what reconnect() needs of it) with the time now. */
  readonly save: (webCall: VapiWebCall) => void;
  /** Forgets the kept call. */
  readonly clear: () => void;
  /**
   * Called once by the client that takes the plug-in, with its store and the web call of its
   * call in progress: keeps a call once it is active, and forgets it when the call ends (by any
   * path) or the client is destroyed. A call that failed to start (a microphone refused while
   * rejoining) leaves the kept call as it is: it is still on.
   */
  readonly watch: (
    subscribe: VoiceClient["subscribe"],
    getSnapshot: VoiceClient["getSnapshot"],
    webCall: () => VapiWebCall | undefined,
  ) => void;
}

/**
 * The storage key {@link resumeIn} uses unless given another.
 *
 * @example
 * ```ts
 * import { RESUME_STORAGE_KEY } from "@novaline/voice-core";
 * const waiting = sessionStorage.getItem(RESUME_STORAGE_KEY) !== null;
 * ```
 */
export const RESUME_STORAGE_KEY = "@novaline/voice-core:call";

// The stored value's version: a value of another shape (another version, another app) is foreign.
const VERSION = 1;

/**
 * What reconnect() reads of a web call (SDK 2.7.1): its room, its id, the room's meeting token
 * when Vapi sent one, and whether it records video. Nothing else is kept: the rest of Vapi's
 * answer holds the assistant's configuration and the call's monitor URLs, which can listen to
 * and control it.
 */
function rejoinable(webCall: unknown): VapiWebCall | undefined {
  const webCallUrl = field(webCall, "webCallUrl");
  const id = field(webCall, "id");
  const callToken = field(field(webCall, "transport"), "callToken");
  const video = field(field(webCall, "artifactPlan"), "videoRecordingEnabled");
  if (typeof webCallUrl !== "string" || !webCallUrl.startsWith("https://")) return undefined;
  return {
    webCallUrl,
    ...(typeof id === "string" ? { id } : {}),
    ...(typeof callToken === "string" ? { transport: { callToken } } : {}),
    ...(video === true ? { artifactPlan: { videoRecordingEnabled: true } } : {}),
  };
}

/**
 * Keeps the active call in `storage` for `maxAgeMs`, so that a full page load of the same tab
 * (a reload, a link the router does not handle) can rejoin it with `client.resume()`. Pass it
 * as the client's `resume` option. It stores the call's room and id (and its meeting token when
 * Vapi sent one), never the public key; the client removes them when the call ends by any path.
 * `storage` may be a function, called at each use: reading `window.sessionStorage` itself throws
 * where storage is blocked. Touches nothing until the client uses it (safe on the server).
 *
 * @example
 * ```ts
 * import { createVoiceClient, resumeIn } from "@novaline/voice-core";
 *
 * const client = createVoiceClient({
 *   publicKey: "YOUR_VAPI_PUBLIC_KEY",
 *   assistantId: "YOUR_ASSISTANT_ID",
 *   resume: resumeIn(() => sessionStorage, { maxAgeMs: 10 * 60_000 }),
 * });
 * void client.resume(); // on load: rejoins the call a reload interrupted, if there is one
 * ```
 */
export function resumeIn(
  storage: CallStorage | (() => CallStorage | null | undefined) | null | undefined,
  { maxAgeMs = RESUME_MAX_AGE_MS, key = RESUME_STORAGE_KEY }: ResumeOptions = {},
): CallResume {
  // Runs `use` on the storage; a storage that is missing or throws does nothing.
  const using = <T>(use: (store: CallStorage) => T): T | undefined => {
    try {
      const store = typeof storage === "function" ? storage() : storage;
      return store ? use(store) : undefined;
    } catch {
      return undefined;
    }
  };
  const clear = () => {
    using((store) => {
      store.removeItem(key);
    });
  };
  // The call kept or read last: a call rejoined with it is not kept anew.
  let current: VapiWebCall | undefined;
  const save = (webCall: VapiWebCall) => {
    current = webCall;
    const kept = rejoinable(webCall);
    if (!kept) return;
    using((store) => {
      store.setItem(key, JSON.stringify({ v: VERSION, savedAt: Date.now(), webCall: kept }));
    });
  };
  return {
    read() {
      const stored = using((store) => store.getItem(key));
      if (stored == null) return undefined;
      let value: unknown;
      try {
        value = JSON.parse(stored);
      } catch {
        // Corrupt: left as it is, it would be read (and fail) on every load.
      }
      const savedAt = field(value, "savedAt");
      const age = Date.now() - (typeof savedAt === "number" ? savedAt : NaN);
      const webCall =
        field(value, "v") === VERSION ? rejoinable(field(value, "webCall")) : undefined;
      // A call saved "in the future" comes from a clock that moved: not trusted either.
      if (webCall && age >= 0 && age < maxAgeMs) return (current = webCall);
      clear();
      return undefined;
    },
    save,
    clear,
    watch(subscribe, getSnapshot, webCall) {
      subscribe(() => {
        const { status } = getSnapshot().state;
        const call = webCall();
        // Active: a new call (its web call arrives with call-start, or just after it).
        if (status === "active" && call && call !== current) save(call);
        // Over (`idle`: the client was destroyed), except a call that failed to start.
        else if (status === "ended" || status === "idle") clear();
      });
    },
  };
}
