import { afterEach, describe, expect, it, vi } from "vitest";
import { createEmitter } from "./emitter";

afterEach(() => {
  vi.useRealTimers();
});

describe("createEmitter()", () => {
  it("delivers typed payloads and removes listeners", () => {
    const events = createEmitter<{ volume: number; ready: undefined }>();
    const seen: number[] = [];
    const off = events.on("volume", (v) => seen.push(v));
    let ready = 0;
    events.on("ready", () => ready++);
    events.emit("volume", 0.5);
    events.emit("ready", undefined);
    off();
    off();
    events.emit("volume", 1);
    expect(seen).toEqual([0.5]);
    expect(ready).toBe(1);
  });

  it("calls a function added twice twice, and each removal removes one", () => {
    const events = createEmitter<{ ping: undefined }>();
    let calls = 0;
    const listener = () => calls++;
    const offFirst = events.on("ping", listener);
    events.on("ping", listener);
    events.emit("ping", undefined);
    offFirst();
    events.emit("ping", undefined);
    expect(calls).toBe(3);
  });

  it("keeps calling listeners after one throws, and rethrows asynchronously", async () => {
    const events = createEmitter<{ ping: undefined }>();
    const thrown = new Error("listener bug");
    const rethrown = new Promise((resolve) => {
      vi.stubGlobal("queueMicrotask", (task: () => void) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    let after = 0;
    events.on("ping", () => {
      throw thrown;
    });
    events.on("ping", () => after++);
    events.emit("ping", undefined);
    expect(after).toBe(1);
    await expect(rethrown).resolves.toBe(thrown);
    vi.unstubAllGlobals();
  });
});
