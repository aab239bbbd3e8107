import Vapi from "@vapi-ai/web";
import { describe, expect, it } from "vitest";
import { loadVapiSdk, resolveVapiConstructor } from "./load-sdk";
import type { VapiConstructor } from "./sdk-types";

// Compile-time check (pnpm typecheck): the real SDK class fits voice-core's interface.
const realSdk: VapiConstructor = Vapi;

describe("resolveVapiConstructor()", () => {
  const Fake = class FakeVapi {
    start = () => null;
  };

  it.each([
    ["the class itself", Fake],
    ["m.default", { default: Fake }],
    ["m.default.default", { default: { default: Fake } }],
  ])("finds the class at %s", (_where, module) => {
    expect(resolveVapiConstructor(module)).toBe(Fake);
  });

  it("throws a clear error when there is no class", () => {
    expect(() => resolveVapiConstructor({ default: {} })).toThrow(
      "@vapi-ai/web did not export the Vapi class.",
    );
    expect(() => resolveVapiConstructor(null)).toThrow(TypeError);
  });
});

describe("loadVapiSdk()", () => {
  it("loads the real @vapi-ai/web class in Node without touching window", async () => {
    const Loaded = await loadVapiSdk();
    expect(typeof Reflect.get(Loaded.prototype as object, "start")).toBe("function");
    expect(Loaded).toBe(realSdk);
    expect("window" in globalThis).toBe(false);
  });
});
