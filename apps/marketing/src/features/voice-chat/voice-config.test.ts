import type * as VoiceCore from "@novaline/voice-core";
import type { DailyCallConfig, VapiConstructor } from "@novaline/voice-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { talksToStandIn, voiceOptions } from "./voice-config";

// The SDK the stand-in's class extends: a fake that records what it was constructed with.
const constructed: unknown[][] = [];
function FakeVapi(...args: unknown[]) {
  constructed.push(args);
}
vi.mock("@novaline/voice-core", async (importOriginal) => ({
  ...(await importOriginal<typeof VoiceCore>()),
  loadVapiSdk: () => Promise.resolve(FakeVapi as unknown as VapiConstructor),
}));

afterEach(() => {
  vi.unstubAllEnvs();
  constructed.length = 0;
});

describe("voiceOptions()", () => {
  it("is null without voice keys: the panel then says talking in the browser is unavailable", () => {
    vi.stubEnv("VITE_VAPI_PUBLIC_KEY", "");
    vi.stubEnv("VITE_VAPI_STAND_IN_URL", "");
    expect(voiceOptions()).toBeNull();
    expect(talksToStandIn()).toBe(false);
  });

  it("talks to Vapi with the build's keys", () => {
    vi.stubEnv("VITE_VAPI_PUBLIC_KEY", "pk");
    vi.stubEnv("VITE_VAPI_ASSISTANT_ID", "asst");
    vi.stubEnv("VITE_VAPI_STAND_IN_URL", "");
    expect(voiceOptions()).toEqual({ publicKey: "pk", assistantId: "asst" });
  });

  it("under pnpm start's dev server, calls the local stand-in, whose call machine replaces Daily's", async () => {
    vi.stubEnv("VITE_VAPI_PUBLIC_KEY", "local-public-key");
    vi.stubEnv("VITE_VAPI_ASSISTANT_ID", "local-web-assistant");
    vi.stubEnv("VITE_VAPI_STAND_IN_URL", "http://127.0.0.1:8789");
    const options = voiceOptions();
    expect(options).toMatchObject({
      publicKey: "local-public-key",
      assistantId: "local-web-assistant",
      baseUrl: "http://127.0.0.1:8789",
    });
    expect(talksToStandIn()).toBe(true);
    const Vapi = await options?.loadSdk?.();
    if (!Vapi) throw new Error("no loadSdk");
    const config: DailyCallConfig = { avoidEval: true };
    new Vapi("local-public-key", "http://127.0.0.1:8789", config);
    expect(constructed).toEqual([
      [
        "local-public-key",
        "http://127.0.0.1:8789",
        {
          avoidEval: true,
          callObjectBundleUrlOverride: "http://127.0.0.1:8789/stand-in/daily-call-machine.js",
        },
      ],
    ]);
  });
});
