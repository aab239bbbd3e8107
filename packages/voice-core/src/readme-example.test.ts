// @vitest-environment jsdom
// Runs the code examples of README.md as they are written (types stripped by TypeScript; esbuild
// refuses to run under jsdom) against the fake SDK, so the README cannot drift from the API.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import * as jsxRuntime from "react/jsx-runtime";
import ts from "typescript";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as core from "./index";
import * as react from "./react/index";
import * as testing from "./testing/public";
import type { FakeSdk } from "./testing/fake-vapi";
import { stubMicrophone } from "./testing/test-client";

vi.mock("@vapi-ai/web", async () => {
  const { createFakeSdk } = await import("./testing/fake-vapi");
  const fake = createFakeSdk();
  return { default: await fake.loadSdk(), fake };
});

const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../README.md"), "utf8");

/** The code block that follows `<!-- readme-example: name ... -->` in the README. */
function example(name: string): string {
  const match = new RegExp(
    `<!-- readme-example: ${name}\\b[^>]*-->\\s*\`\`\`tsx?\\n([\\s\\S]*?)\`\`\``,
  ).exec(readme);
  if (!match?.[1]) throw new Error(`README example "${name}" not found`);
  return match[1];
}

/** Runs a README example as a CommonJS module and returns its exports. */
function run(
  code: string,
  fileName: "example.ts" | "example.tsx",
  ownModules: Record<string, unknown> = {},
): Record<string, unknown> {
  const js = ts.transpileModule(code, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
    },
  }).outputText;
  const modules: Record<string, unknown> = {
    "@novaline/voice-core": core,
    "@novaline/voice-core/react": react,
    "@novaline/voice-core/testing": testing,
    "react/jsx-runtime": jsxRuntime,
    ...ownModules,
  };
  const require = (id: string) => {
    if (!(id in modules)) throw new Error(`README example imports ${id}`);
    return modules[id];
  };
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs our own README
  const evaluate = new Function("require", "module", "exports", js) as (
    require: (id: string) => unknown,
    module: { exports: Record<string, unknown> },
    exports: Record<string, unknown>,
  ) => void;
  evaluate(require, module, module.exports);
  return module.exports;
}

async function fakeSdk(): Promise<FakeSdk> {
  const mocked = (await import("@vapi-ai/web")) as unknown as { fake: FakeSdk };
  return mocked.fake;
}

async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  stubMicrophone();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("README", () => {
  it("vanilla quick start: preload on intent, start and stop on click", async () => {
    document.body.innerHTML =
      '<button id="talk-to-ai">Talk to the AI</button><p id="call-status"></p>';
    run(example("vanilla"), "example.ts");
    const button = screen.getByRole("button");
    const fake = await fakeSdk();
    const instancesBefore = fake.instances.length;
    await settle();
    expect(fake.instances).toHaveLength(instancesBefore); // nothing loaded before intent

    fireEvent.pointerEnter(button);
    await settle();
    expect(fake.instances).toHaveLength(instancesBefore + 1);
    expect(fake.vapi.dailyCallConfig).toEqual({ avoidEval: true });
    expect(fake.vapi.publicKey).toBe("YOUR_VAPI_PUBLIC_KEY");

    fireEvent.click(button);
    expect(button.textContent).toBe("Connecting…");
    expect(button.getAttribute("aria-busy")).toBe("true");
    await settle();
    expect(fake.vapi.pendingStart.assistant).toBe("YOUR_ASSISTANT_ID");
    fake.vapi.connect();
    await settle();
    expect(button.textContent).toBe("End Call");
    fake.vapi.transcript("assistant", "final", "Hi! How can I help?");
    expect(document.querySelector("#call-status")?.textContent).toBe("Hi! How can I help?");

    fireEvent.click(button);
    await settle();
    expect(button.textContent).toBe("Talk to the AI");
    expect(fake.vapi.inCall).toBe(false);
  });

  it("agent state: the label follows what the agent does", async () => {
    const { App } = run(example("agent"), "example.tsx") as {
      App: (props: { client: core.VoiceClient }) => React.ReactNode;
    };
    const fake = await fakeSdk();
    const client = core.createVoiceClient({
      publicKey: "pk",
      assistantId: "asst",
      loadSdk: () => Promise.resolve(fake.loadSdk()),
    });
    render(jsxRuntime.jsx(App, { client }));
    const label = () => document.querySelector("p")?.textContent;
    expect(label()).toBe("");
    void client.start();
    await settle();
    act(() => {
      fake.vapi.connect();
    });
    expect(label()).toBe("Listening…");
    act(() => {
      fake.vapi.emit("message", { type: "speech-update", role: "user", status: "stopped" });
    });
    expect(label()).toBe("Thinking…");
    act(() => {
      fake.vapi.emit("message", { type: "speech-update", role: "assistant", status: "started" });
    });
    expect(label()).toBe("Speaking");
    await act(async () => {
      await client.stop();
    });
    client.destroy();
  });

  it("client tools: the agent's call opens the booking page and the agent is told", async () => {
    const { client, opened } = run(example("tools"), "example.ts") as {
      client: core.VoiceClient;
      opened: string[];
    };
    const fake = await fakeSdk();
    void client.start();
    await settle();
    fake.vapi.connect();
    fake.vapi.emit("message", {
      type: "tool-calls",
      toolCallList: [
        { id: "c1", function: { name: "showBookingLink", arguments: '{"day":"Friday"}' } },
      ],
    });
    await settle();
    expect(opened).toEqual(["Friday"]);
    expect(fake.vapi.sent.at(-1)).toMatchObject({
      type: "add-message",
      message: { role: "system" },
    });
    await client.stop();
    client.destroy();
  });

  it("on demand: nothing is created before intent, the client once on hover, then the call", async () => {
    const created: core.VoiceClient[] = [];
    const voiceClient = {
      createClient: () => {
        const client = core.createVoiceClient({
          publicKey: "YOUR_VAPI_PUBLIC_KEY",
          assistantId: "YOUR_ASSISTANT_ID",
        });
        created.push(client);
        return client;
      },
    };
    const { App } = run(example("lazy"), "example.tsx", { "./voice-client": voiceClient }) as {
      App: () => React.ReactNode;
    };
    const view = render(jsxRuntime.jsx(App, {}));
    const button = screen.getByRole("button");
    await settle();
    expect(created).toHaveLength(0);
    fireEvent.pointerEnter(button);
    await settle();
    fireEvent.pointerEnter(button);
    await settle();
    expect(created).toHaveLength(1);
    fireEvent.click(button);
    expect(button.textContent).toBe("Connecting…");
    await settle();
    const fake = await fakeSdk();
    act(() => {
      fake.vapi.connect();
    });
    expect(button.textContent).toBe("End Call");
    view.unmount();
    await settle();
    expect(fake.vapi.inCall).toBe(false);
  });

  it("React quick start: two buttons share the call, the hero ends it on unmount", async () => {
    const { App } = run(example("react"), "example.tsx") as { App: () => React.ReactNode };
    const view = render(jsxRuntime.jsx(App, {}));
    const [hero, widget] = screen.getAllByRole("button");
    if (!hero || !widget) throw new Error("expected two buttons");
    fireEvent.click(hero);
    await settle();
    const fake = await fakeSdk();
    act(() => {
      fake.vapi.connect();
    });
    expect(hero.textContent).toBe("End Call");
    expect(widget.textContent).toBe("End Call");
    act(() => {
      fake.vapi.audioLevel(0.2);
    });
    expect(screen.getAllByText("AI is speaking…")).toHaveLength(2);
    view.unmount();
    await settle();
    expect(fake.vapi.inCall).toBe(false);
  });

  it("testing example: the fake of @novaline/voice-core/testing runs a call and its transcript", async () => {
    const { greetedCall } = run(example("testing-fake"), "example.ts") as {
      greetedCall: () => Promise<core.VoiceCallSnapshot>;
    };
    const snapshot = greetedCall();
    await vi.advanceTimersByTimeAsync(10);
    await expect(snapshot).resolves.toMatchObject({
      state: { status: "active" },
      transcript: [{ role: "assistant", text: "Hi! How can I help?", final: true }],
    });
  });

  it("testing example: a stand-in passed as loadSdk runs a call", async () => {
    const { client } = run(`${example("testing")}\nexport { client };`, "example.ts") as {
      client: core.VoiceClient;
    };
    const started = client.start();
    await vi.advanceTimersByTimeAsync(10);
    await expect(started).resolves.toMatchObject({ status: "active", activity: "listening" });
  });

  it("testing example: the README's navigator stub (no events, no enumerateDevices) is enough", async () => {
    // Exactly the stub the README tells tests to use: `mediaDevices` is not an EventTarget.
    const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [] }));
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    const reported: unknown[] = [];
    vi.spyOn(globalThis, "queueMicrotask").mockImplementation((callback) => {
      try {
        callback();
      } catch (error) {
        reported.push(error);
      }
    });
    const { client } = run(`${example("testing")}\nexport { client };`, "example.ts") as {
      client: core.VoiceClient;
    };
    const started = client.start();
    await vi.advanceTimersByTimeAsync(10);
    await expect(started).resolves.toMatchObject({ status: "active", activity: "listening" });
    expect(getUserMedia).toHaveBeenCalled();
    await client.stop();
    expect(client.getSnapshot().state.status).toBe("ended");
    expect(reported).toEqual([]);
  });

  it("lists every failure message", () => {
    for (const message of Object.values(core.FAILURE_MESSAGES)) expect(readme).toContain(message);
  });
});
