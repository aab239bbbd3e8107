// Importing voice-core (or creating a client) during server rendering or prerendering must not
// load @vapi-ai/web nor touch browser globals; the default loader imports the SDK on first use.
import { afterEach, describe, expect, it, vi } from "vitest";

let sdkImports = 0;
const StubVapi = class StubVapi {
  readonly stub = true;
};

vi.mock("@vapi-ai/web", () => {
  sdkImports += 1;
  // The shape of a CJS module imported from ESM: the class sits at default.default.
  return { default: { default: StubVapi } };
});

afterEach(() => {
  vi.resetModules();
});

describe("import safety", () => {
  it("runs in Node without window or document", () => {
    expect("window" in globalThis).toBe(false);
    expect("document" in globalThis).toBe(false);
  });

  it("does not load the SDK on import, construction or subscription, only on preload()", async () => {
    const { createVoiceClient, loadVapiSdk } = await import("./index");
    const client = createVoiceClient({ publicKey: "pk", assistantId: "asst" });
    client.subscribe(() => undefined);
    client.getSnapshot();
    expect(sdkImports).toBe(0);
    await expect(loadVapiSdk()).resolves.toBe(StubVapi);
    expect(sdkImports).toBe(1);
  });

  it("resume after a reload is safe on the server: nothing to read, no microphone, no throw", async () => {
    const { createVoiceClient, microphoneGranted, resumeIn } = await import("./index");
    const imports = sdkImports;
    // On the server there is no sessionStorage: reading the global throws a ReferenceError.
    const resume = resumeIn(() => sessionStorage);
    const client = createVoiceClient({ publicKey: "pk", assistantId: "asst", resume });
    client.destroy();
    expect(resume.read()).toBeUndefined();
    await expect(microphoneGranted()).resolves.toBe(false);
    expect(sdkImports).toBe(imports);
  });
});
