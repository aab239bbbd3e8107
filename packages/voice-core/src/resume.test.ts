// The plug-in alone: what it keeps, for how long, and that no storage can break it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESUME_STORAGE_KEY, resumeIn, type CallStorage } from "./resume";
import { RESUME_MAX_AGE_MS } from "./voice-defaults";

/** A sessionStorage stand-in whose entries the test can read and write. */
function memoryStorage(): CallStorage & { readonly entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Everything Vapi's POST /call/web answers, much of which must not be kept. */
const WEB_CALL = {
  id: "call-1",
  webCallUrl: "https://vapi.daily.co/room-1",
  transport: { provider: "daily", callToken: "room-token" },
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { model: { messages: [{ role: "system", content: "The business's prompt" }] } },
  monitor: {
    listenUrl: "wss://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/x/listen",
    controlUrl: "https://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/x/control",
  },
  orgId: "org-1",
};

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-30T00:00:00Z") });
  storage = memoryStorage();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("resumeIn(storage)", () => {
  it("keeps what reconnect() needs, with the time, and nothing else of Vapi's answer", () => {
    const resume = resumeIn(storage);
    resume.save(WEB_CALL);
    expect(JSON.parse(storage.entries.get(RESUME_STORAGE_KEY) ?? "")).toEqual({
      v: 1,
      savedAt: Date.now(),
      webCall: {
        id: "call-1",
        webCallUrl: "https://vapi.daily.co/room-1",
        transport: { callToken: "room-token" },
      },
    });
    expect(resume.read()).toEqual({
      id: "call-1",
      webCallUrl: "https://vapi.daily.co/room-1",
      transport: { callToken: "room-token" },
    });
  });

  it("reads a call until it is maxAgeMs old, then removes it", () => {
    const resume = resumeIn(storage, { maxAgeMs: 60_000 });
    resume.save(WEB_CALL);
    vi.advanceTimersByTime(59_999);
    expect(resume.read()?.id).toBe("call-1");
    vi.advanceTimersByTime(1);
    expect(resume.read()).toBeUndefined();
    expect(storage.entries.size).toBe(0);
  });

  it("keeps a call for RESUME_MAX_AGE_MS by default", () => {
    const resume = resumeIn(storage);
    resume.save(WEB_CALL);
    vi.advanceTimersByTime(RESUME_MAX_AGE_MS - 1);
    expect(resume.read()).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(resume.read()).toBeUndefined();
  });

  it.each([
    ["not JSON", "{call-1"],
    ["JSON of another shape", JSON.stringify({ webCallUrl: "https://vapi.daily.co/room-1" })],
    ["another version", JSON.stringify({ v: 2, savedAt: Date.now(), webCall: WEB_CALL })],
    ["no room", JSON.stringify({ v: 1, savedAt: Date.now(), webCall: { id: "call-1" } })],
    [
      "a room that is not https",
      JSON.stringify({ v: 1, savedAt: Date.now(), webCall: { webCallUrl: "javascript:alert(1)" } }),
    ],
    [
      "a time in the future",
      JSON.stringify({ v: 1, savedAt: Date.now() + 60_000, webCall: WEB_CALL }),
    ],
    ["no time", JSON.stringify({ v: 1, webCall: WEB_CALL })],
    ["null", "null"],
  ])("ignores and removes a stored value that is %s", (_, value) => {
    storage.entries.set(RESUME_STORAGE_KEY, value);
    expect(resumeIn(storage).read()).toBeUndefined();
    expect(storage.entries.has(RESUME_STORAGE_KEY)).toBe(false);
  });

  it("uses its own key, leaving the page's other entries alone", () => {
    storage.entries.set("theme", "dark");
    const resume = resumeIn(storage, { key: "site:call" });
    resume.save(WEB_CALL);
    expect([...storage.entries.keys()]).toEqual(["theme", "site:call"]);
    resume.clear();
    expect([...storage.entries.keys()]).toEqual(["theme"]);
  });

  it("keeps nothing for a call without a room", () => {
    resumeIn(storage).save({ id: "call-without-url" } as never);
    expect(storage.entries.size).toBe(0);
  });

  it("never throws when the storage does (private mode, a full quota, blocked storage)", () => {
    const throwing: CallStorage = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("Quota exceeded", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    const resume = resumeIn(throwing);
    expect(() => {
      resume.save(WEB_CALL);
      resume.clear();
    }).not.toThrow();
    expect(resume.read()).toBeUndefined();
  });

  it("takes a function for the storage, called at each use, that may throw or give nothing", () => {
    const page: { storage?: CallStorage } = {};
    const resume = resumeIn(() => {
      if (!page.storage) throw new DOMException("Access is denied for this document.");
      return page.storage;
    });
    resume.save(WEB_CALL);
    expect(resume.read()).toBeUndefined();
    page.storage = storage;
    resume.save(WEB_CALL);
    expect(resume.read()?.id).toBe("call-1");
    expect(resumeIn(() => undefined).read()).toBeUndefined();
    expect(resumeIn(undefined).read()).toBeUndefined();
  });

  it("touches no storage until used", () => {
    const getItem = vi.fn(storage.getItem);
    resumeIn({ ...storage, getItem });
    expect(getItem).not.toHaveBeenCalled();
  });
});
