// Resume after a reload: the client keeps the active call with its `resume` plug-in, and on the
// next page load `start({ rejoin })` rejoins it through the SDK's reconnect(), or says it has
// ended.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetPageCall } from "./page-call";
import { RESUME_STORAGE_KEY, resumeIn, type CallResume, type CallStorage } from "./resume";
import {
  flush,
  setUpClient,
  startCall,
  stubMicrophone,
  type TestClient,
} from "./testing/test-client";
import { RETRY_DELAY_MS } from "./voice-defaults";

/** The tab's sessionStorage: it outlives the pages loaded in the tab. */
const entries = new Map<string, string>();
const storage: CallStorage = {
  getItem: (key) => entries.get(key) ?? null,
  setItem: (key, value) => void entries.set(key, value),
  removeItem: (key) => void entries.delete(key),
};

const kept = () => entries.get(RESUME_STORAGE_KEY);
const clients: TestClient[] = [];

type Page = TestClient & { readonly resume: CallResume };

/** A page of the tab: a client of its own, with the plug-in over the tab's storage. */
function loadPage(maxAgeMs?: number): Page {
  const resume = resumeIn(storage, { maxAgeMs });
  const t = setUpClient(undefined, undefined, { resume });
  clients.push(t);
  return { ...t, resume };
}

/** The page goes away without a word (a reload): nothing of it runs again, the tab keeps its storage. */
function reload(maxAgeMs?: number): Page {
  resetPageCall();
  return loadPage(maxAgeMs);
}

/** What a page does on load: rejoins the kept call, if there is one. */
function rejoinKept(t: Page) {
  const webCall = t.resume.read();
  return webCall ? t.client.start({ rejoin: webCall }) : null;
}

let page: Page;

beforeEach(() => {
  vi.useFakeTimers();
  entries.clear();
  page = loadPage();
});

afterEach(() => {
  for (const t of clients.splice(0)) t.client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("keeping the call", () => {
  it("keeps the call once it is active (the agent listens), not while it connects", async () => {
    void page.client.start();
    await flush();
    page.sdk.vapi.join();
    await flush();
    expect(kept()).toBeUndefined();
    page.sdk.vapi.listen();
    await flush();
    expect(JSON.parse(kept() ?? "")).toMatchObject({
      webCall: { id: "call-1", webCallUrl: "https://x" },
    });
  });

  it.each<[string, (t: TestClient) => Promise<void> | void]>([
    ["the visitor hangs up", (t) => t.client.stop()],
    [
      "the agent hangs up",
      (t) => {
        t.sdk.vapi.leave();
      },
    ],
    [
      "the server ends the meeting (ejected)",
      (t) => {
        t.sdk.vapi.dailyError("ejected", "Meeting has ended");
        t.sdk.vapi.leave();
      },
    ],
    [
      "the call breaks beyond repair (its rejoins fail)",
      async (t) => {
        t.sdk.vapi.dailyError("connection-error", "ICE failed", { on: "rtc-connection" });
        t.sdk.vapi.leave();
        for (let retry = 1; retry <= 3; retry++) {
          await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * retry);
          t.sdk.vapi.failJoin();
          await flush();
        }
      },
    ],
    [
      "the page lets go of the client (destroy)",
      (t) => {
        t.client.destroy();
      },
    ],
  ])("forgets the call when %s", async (_, end) => {
    await startCall(page);
    expect(kept()).toBeDefined();
    await end(page);
    await flush();
    expect(kept()).toBeUndefined();
  });

  it("a call whose storage throws goes on as usual", async () => {
    const throwing = setUpClient(undefined, undefined, {
      resume: resumeIn({
        getItem: () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
        setItem: () => {
          throw new DOMException("Quota exceeded", "QuotaExceededError");
        },
        removeItem: () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      }),
    });
    clients.push(throwing);
    await startCall(throwing);
    expect(throwing.client.getSnapshot().state.status).toBe("active");
    await throwing.client.stop();
    expect(throwing.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(throwing.client.getSnapshot().state.status).toBe("ended");
  });
});

describe("start({ rejoin }) on the next page load", () => {
  it("rejoins the same call through reconnect(): loading, connecting, active", async () => {
    await startCall(page);
    const before = kept();
    const next = reload();
    const resumed = rejoinKept(next);
    await flush();
    const vapi = next.sdk.vapi;
    expect(vapi.pendingStart.webCall).toEqual({ id: "call-1", webCallUrl: "https://x" });
    vapi.connect(); // joined; the SDK's reconnect() says call-start itself
    await expect(resumed).resolves.toEqual({
      status: "active",
      activity: "listening",
      callId: "call-1",
    });
    expect(next.statuses()).toEqual(["loading", "connecting", "active"]);
    // No new call was created, and the kept one is not renewed: its age counts from the start.
    expect(vapi.starts).toHaveLength(1);
    expect(kept()).toBe(before);
    // The rejoined call ends like any other, and is forgotten.
    await next.client.stop();
    expect(vapi.sent).toEqual([{ type: "end-call" }]);
    expect(kept()).toBeUndefined();
  });

  it("can be ended while it rejoins, and then forgets the call", async () => {
    await startCall(page);
    const next = reload();
    void rejoinKept(next);
    await flush();
    expect(next.client.getSnapshot().state).toEqual({ status: "connecting", attempt: 1 });
    await next.client.stop();
    expect(next.client.getSnapshot().state).toEqual({ status: "ended", reason: "user" });
    expect(kept()).toBeUndefined();
  });

  it("ends a call that is over meanwhile (its room is gone) as ended by the agent, and forgets it", async () => {
    await startCall(page);
    const next = reload();
    const resumed = rejoinKept(next);
    await flush();
    // Daily cannot find the room of a call Vapi has ended, and the join fails.
    next.sdk.vapi.dailyError("no-room", "The meeting you're trying to join does not exist.");
    next.sdk.vapi.failJoin();
    await expect(resumed).resolves.toEqual({ status: "ended", reason: "agent", callId: "call-1" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(next.sdk.vapi.starts).toHaveLength(1); // not retried
    expect(next.errors).toEqual([]);
    expect(kept()).toBeUndefined();
  });

  it("retries a rejoin that fails to connect, as a rejoin of the same call", async () => {
    await startCall(page);
    const next = reload();
    const resumed = rejoinKept(next);
    await flush();
    const vapi = next.sdk.vapi;
    vapi.dailyError("connection-error", "ICE failed", { on: "join" });
    vapi.failJoin();
    await flush();
    expect(next.errors).toEqual([]);
    expect(vapi.sent).toEqual([]); // the call is kept, not ended
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(vapi.pendingStart.webCall?.id).toBe("call-1");
    vapi.connect();
    await expect(resumed).resolves.toMatchObject({ status: "active", callId: "call-1" });
  });

  it("has nothing to rejoin without a kept call", () => {
    expect(page.resume.read()).toBeUndefined();
  });

  it("has nothing to rejoin once the kept call is older than maxAgeMs, and forgets it", async () => {
    await startCall(page);
    await vi.advanceTimersByTimeAsync(60_000);
    const next = reload(60_000);
    expect(next.resume.read()).toBeUndefined();
    expect(kept()).toBeUndefined();
  });

  it("a refused microphone fails the rejoin but keeps the call, which a later rejoin joins", async () => {
    await startCall(page);
    const next = reload();
    // A browser that blocks the permission prompt on load answers like a refusal.
    stubMicrophone(new DOMException("Permission denied", "NotAllowedError"));
    await expect(rejoinKept(next)).resolves.toMatchObject({
      status: "failed",
      failure: { reason: "mic-denied" },
    });
    expect(next.sdk.instances.flatMap((vapi) => vapi.starts)).toEqual([]);
    expect(kept()).toBeDefined();
    // The visitor allows it and taps "Rejoin".
    stubMicrophone();
    const resumed = rejoinKept(next);
    await flush();
    next.sdk.vapi.connect();
    await expect(resumed).resolves.toMatchObject({ status: "active", callId: "call-1" });
  });

  it("a new call started instead replaces the kept one", async () => {
    await startCall(page);
    const next = reload();
    const started = next.client.start();
    await flush();
    next.sdk.vapi.pendingStart.resolve({ id: "call-2", webCallUrl: "https://y" });
    next.sdk.vapi.inCall = true;
    next.sdk.vapi.listen();
    await started;
    await flush();
    expect(JSON.parse(kept() ?? "")).toMatchObject({ webCall: { id: "call-2" } });
  });

  it("a client without the plug-in keeps nothing, and can still rejoin a call it is given", async () => {
    await startCall(page);
    const webCall = page.resume.read();
    resetPageCall();
    const plain = setUpClient();
    clients.push(plain);
    const rejoined = plain.client.start({ rejoin: webCall });
    await flush();
    expect(plain.sdk.vapi.pendingStart.webCall).toEqual(webCall);
    plain.sdk.vapi.connect();
    await expect(rejoined).resolves.toMatchObject({ status: "active", callId: "call-1" });
  });
});
