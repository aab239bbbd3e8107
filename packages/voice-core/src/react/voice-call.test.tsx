// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Profiler, StrictMode, useState, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createVoiceClient, getButtonState, type ButtonState, type VoiceClient } from "../index";
import { createFakeSdk, type FakeSdk } from "../testing/fake-vapi";
import { stubMicrophone } from "../testing/test-client";
import { FakeTrack, stubWebAudio } from "../testing/fake-web-audio";
import { useAudioLevels } from "./use-audio-levels";
import { useCallMetrics } from "./use-call-metrics";
import { useClientTool } from "./use-client-tool";
import { useEndCallOnUnmount } from "./use-end-call-on-unmount";
import {
  useAgentState,
  useCallStatus,
  useCallVolume,
  useTranscript,
  useVoiceCall,
  useVoiceCallOptional,
} from "./use-voice-call";
import { LazyVoiceCallProvider } from "./lazy-voice-call-provider";
import { VoiceCallProvider } from "./voice-call-provider";

let sdk: FakeSdk;
let client: VoiceClient;

beforeEach(() => {
  vi.useFakeTimers();
  stubMicrophone();
  sdk = createFakeSdk();
  client = createVoiceClient({ publicKey: "pk", assistantId: "asst", loadSdk: sdk.loadSdk });
});

afterEach(() => {
  cleanup();
  client.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets promises and React updates settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

function CallButton({ name }: { name: string }) {
  const { buttonState, status, toggle, preload, isSpeaking, transcript, error } = useVoiceCall();
  const volume = useCallVolume();
  return (
    <div>
      <button
        type="button"
        data-state={buttonState}
        onClick={() => void toggle()}
        onFocus={() => void preload()}
      >
        {name}: {buttonState === "active" ? "End Call" : "Talk to the AI"}
      </button>
      <output aria-label={`${name} status`}>{status}</output>
      <output aria-label={`${name} speaking`}>{String(isSpeaking)}</output>
      <output aria-label={`${name} volume`}>{volume.toFixed(2)}</output>
      <output aria-label={`${name} transcript`}>{transcript.map((t) => t.text).join(" | ")}</output>
      <output aria-label={`${name} error`}>{error?.message ?? ""}</output>
    </div>
  );
}

const button = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}:`) });
const output = (label: string) => screen.getByLabelText(label).textContent;

function withProvider(children: ReactNode) {
  return <VoiceCallProvider client={client}>{children}</VoiceCallProvider>;
}

describe("VoiceCallProvider and useVoiceCall()", () => {
  it("lets two buttons on one page show the same call", async () => {
    render(
      withProvider(
        <>
          <CallButton name="hero" />
          <CallButton name="widget" />
        </>,
      ),
    );
    fireEvent.click(button("hero"));
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(button("hero").textContent).toBe("hero: End Call");
    expect(button("widget").textContent).toBe("widget: End Call");
    expect(sdk.instances).toHaveLength(1);
    expect(sdk.vapi.starts).toHaveLength(1);

    act(() => {
      sdk.vapi.audioLevel(0.3);
      sdk.vapi.transcript("assistant", "final", "Hi there");
    });
    expect(output("widget speaking")).toBe("true");
    expect(output("widget volume")).toBe("1.00");
    expect(output("hero transcript")).toBe("Hi there");

    fireEvent.click(button("widget"));
    await settle();
    expect(output("hero status")).toBe("ended");
    expect(output("hero speaking")).toBe("false");
    expect(output("hero volume")).toBe("0.00");
  });

  it("goes idle → busy → active → busy → idle", async () => {
    const seen: ButtonState[] = ["idle"];
    client.subscribe(() => {
      const next = getButtonState(client.getSnapshot().state);
      if (seen.at(-1) !== next) seen.push(next);
    });
    render(withProvider(<CallButton name="hero" />));
    expect(button("hero").dataset.state).toBe("idle");
    fireEvent.click(button("hero"));
    expect(button("hero").dataset.state).toBe("busy");
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(button("hero").dataset.state).toBe("active");
    fireEvent.click(button("hero"));
    expect(button("hero").dataset.state).toBe("busy");
    await settle();
    expect(button("hero").dataset.state).toBe("idle");
    expect(seen).toEqual(["idle", "busy", "active", "busy", "idle"]);
  });

  it("gives the call's id for feedback once the call exists, and keeps it after the call ends", async () => {
    function FeedbackTarget() {
      const callId = useVoiceCall((call) => call.callId);
      return <output aria-label="call id">{callId ?? "none"}</output>;
    }
    render(withProvider(<FeedbackTarget />));
    expect(output("call id")).toBe("none");
    await act(async () => {
      const started = client.start();
      await vi.advanceTimersByTimeAsync(0);
      sdk.vapi.connect();
      await started;
    });
    expect(output("call id")).toBe("call-1");
    await act(() => client.stop());
    expect(client.getSnapshot().state.status).toBe("ended");
    expect(output("call id")).toBe("call-1");
  });

  it("returns to idle and shows the message when the start fails", async () => {
    stubMicrophone(new DOMException("Permission denied", "NotAllowedError"));
    render(withProvider(<CallButton name="hero" />));
    fireEvent.click(button("hero"));
    expect(button("hero").dataset.state).toBe("busy");
    await settle();
    expect(button("hero").dataset.state).toBe("idle");
    expect(output("hero error")).toBe("Allow microphone access to talk to the AI.");
  });

  it("preloads the SDK on focus", async () => {
    render(withProvider(<CallButton name="hero" />));
    expect(sdk.loads).toBe(0);
    fireEvent.focus(button("hero"));
    await settle();
    expect(sdk.loads).toBe(1);
  });

  it("throws a clear error outside a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<CallButton name="x" />)).toThrow(
      "useVoiceCall() must be used inside a <VoiceCallProvider>.",
    );
  });

  it("useVoiceCallOptional() returns null outside a provider and the call inside one", () => {
    function Probe() {
      const call = useVoiceCallOptional();
      return <output aria-label="probe">{call ? call.status : "none"}</output>;
    }
    render(<Probe />);
    expect(output("probe")).toBe("none");
    cleanup();
    render(withProvider(<Probe />));
    expect(output("probe")).toBe("idle");
  });

  it("renders idle on the server without loading anything", () => {
    const html = renderToString(
      <VoiceCallProvider options={{ publicKey: "pk", assistantId: "a", loadSdk: sdk.loadSdk }}>
        <CallButton name="hero" />
      </VoiceCallProvider>,
    );
    expect(html).toContain("Talk to the AI");
    expect(html).toContain('data-state="idle"');
    expect(sdk.loads).toBe(0);
  });
});

describe("the quick start's render count", () => {
  it("over 10 s of conversation with partials, re-renders the default result only when what it shows changes; useTranscript() follows each word", async () => {
    const renders = { quickStart: 0, caption: 0 };
    const count = (id: string) => {
      renders[id as keyof typeof renders] += 1;
    };
    const shown: string[] = [];
    function QuickStart() {
      const { buttonState, toggle, isSpeaking, transcript } = useVoiceCall();
      shown.push(
        `${buttonState} ${String(isSpeaking)} ${transcript.map((t) => t.text).join(" / ")}`,
      );
      return (
        <>
          <button type="button" data-state={buttonState} onClick={() => void toggle()}>
            talk
          </button>
          {isSpeaking ? <span>AI is speaking…</span> : null}
          <ol aria-label="finished">
            {transcript.map((turn) => (
              <li key={turn.id}>{turn.text}</li>
            ))}
          </ol>
        </>
      );
    }
    function Caption() {
      return <output aria-label="caption">{useTranscript().at(-1)?.text}</output>;
    }
    render(
      withProvider(
        <>
          <Profiler id="quickStart" onRender={count}>
            <QuickStart />
          </Profiler>
          <Profiler id="caption" onRender={count}>
            <Caption />
          </Profiler>
        </>,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "talk" }));
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    const before = { ...renders };
    const shownBefore = shown.length;
    const said = (
      role: "assistant" | "user",
      transcriptType: "partial" | "final",
      text: string,
    ) => {
      act(() => {
        sdk.vapi.emit("message", { type: "transcript", role, transcriptType, transcript: text });
      });
    };
    const speech = (role: "assistant" | "user", status: "started" | "stopped") => {
      act(() => {
        sdk.vapi.emit("message", { type: "speech-update", role, status });
      });
    };
    // Ten seconds, 100 ms apart: the visitor asks (partials growing word by word, one final),
    // the agent answers in two sentences, with its audio level ten times a second throughout.
    const words = "Hi I would like to book a cleaning for Friday morning please".split(" ");
    const answer = "Sure we have Friday at nine or at eleven which one suits you best".split(" ");
    let finals = 0;
    for (let tick = 0; tick < 100; tick++) {
      act(() => {
        sdk.vapi.emit("volume-level", (tick % 10) / 10);
      });
      if (tick === 0) speech("user", "started");
      if (tick < words.length * 3 && tick % 3 === 0) {
        said("user", "partial", words.slice(0, tick / 3 + 1).join(" "));
      }
      if (tick === 40) {
        said("user", "final", words.join(" "));
        speech("user", "stopped");
        finals += 1;
      }
      if (tick === 45) {
        speech("assistant", "started");
      }
      if (tick > 45 && tick <= 45 + answer.length * 3 && tick % 3 === 0) {
        said("assistant", "partial", answer.slice(0, (tick - 45) / 3).join(" "));
      }
      if (tick === 70 || tick === 95) {
        said("assistant", "final", tick === 70 ? "Sure, we have Friday at nine" : "or at eleven.");
        finals += 1;
      }
      if (tick === 96) {
        speech("assistant", "stopped");
      }
      await act(async () => {
        await vi.advanceTimersByTimeAsync(100);
      });
    }
    expect(screen.getByRole("list", { name: "finished" }).textContent).toContain("or at eleven.");
    // Each render showed something new, and there were as many as finished phrases: the
    // partials, the speech updates and the audio level re-rendered nothing.
    const during = shown.slice(shownBefore);
    expect(during.every((view, index) => view !== (shown[shownBefore + index - 1] ?? ""))).toBe(
      true,
    );
    expect(renders.quickStart - before.quickStart).toBe(finals);
    // The caption re-renders with each word (and is the only one that does).
    expect(renders.caption - before.caption).toBeGreaterThan(25);
  });
});

describe("reading part of the call (selectors)", () => {
  it("a button that reads its state does not re-render with the volume; the meter does", async () => {
    const renders = { button: 0, status: 0, meter: 0 };
    const count = (id: string) => {
      renders[id as keyof typeof renders] += 1;
    };
    function SlimButton() {
      const buttonState = useVoiceCall((call) => call.buttonState);
      const toggle = useVoiceCall((call) => call.toggle);
      return (
        <button type="button" data-state={buttonState} onClick={() => void toggle()}>
          slim
        </button>
      );
    }
    function Status() {
      return <output aria-label="status">{useCallStatus()}</output>;
    }
    function Meter() {
      return <output aria-label="volume">{useCallVolume().toFixed(2)}</output>;
    }
    render(
      withProvider(
        <>
          <Profiler id="button" onRender={count}>
            <SlimButton />
          </Profiler>
          <Profiler id="status" onRender={count}>
            <Status />
          </Profiler>
          <Profiler id="meter" onRender={count}>
            <Meter />
          </Profiler>
        </>,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "slim" }));
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(screen.getByRole("button", { name: "slim" }).dataset.state).toBe("active");
    expect(output("status")).toBe("active");
    const before = { ...renders };

    for (let tick = 1; tick <= 10; tick++) {
      act(() => {
        sdk.vapi.emit("volume-level", tick / 20);
      });
    }
    expect(output("volume")).toBe("0.50");
    expect(renders.meter - before.meter).toBe(10);
    expect(renders.button).toBe(before.button);
    expect(renders.status).toBe(before.status);
  });

  it("a component that reads the whole call does not re-render with the volume, only when what it shows changes", async () => {
    let renders = 0;
    // The README's quick start: the whole result, no selector.
    function TalkButton() {
      const { buttonState, toggle, isSpeaking } = useVoiceCall();
      return (
        <button type="button" data-state={buttonState} onClick={() => void toggle()}>
          {isSpeaking ? "speaking" : "talk"}
        </button>
      );
    }
    render(
      withProvider(
        <Profiler id="talk" onRender={() => (renders += 1)}>
          <TalkButton />
        </Profiler>,
      ),
    );
    fireEvent.click(screen.getByRole("button"));
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    act(() => {
      sdk.vapi.emit("speech-start");
    });
    expect(screen.getByRole("button").textContent).toBe("speaking");
    const before = renders;
    // 10 s of the agent speaking: the SDK's level every 100 ms.
    for (let tick = 0; tick < 100; tick++) {
      act(() => {
        sdk.vapi.emit("volume-level", 0.2 + (tick % 5) / 10);
      });
    }
    expect(client.getSnapshot().volume).toBeCloseTo(0.6);
    expect(renders - before).toBe(0);
    act(() => {
      sdk.vapi.emit("speech-end");
    });
    expect(screen.getByRole("button").textContent).toBe("talk");
    expect(renders - before).toBe(1);
  });

  it("useAgentState() re-renders only when what the agent does changes", async () => {
    let renders = 0;
    function AgentLabel() {
      return <output aria-label="agent">{useAgentState()}</output>;
    }
    render(
      withProvider(
        <Profiler id="agent" onRender={() => (renders += 1)}>
          <AgentLabel />
        </Profiler>,
      ),
    );
    expect(output("agent")).toBe("idle");
    await act(async () => {
      void client.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(output("agent")).toBe("listening");
    const before = renders;
    act(() => {
      sdk.vapi.emit("message", { type: "speech-update", role: "assistant", status: "started" });
    });
    for (let tick = 0; tick < 20; tick++) {
      act(() => {
        sdk.vapi.emit("volume-level", 0.3 + (tick % 3) / 10);
      });
    }
    expect(output("agent")).toBe("speaking");
    expect(renders - before).toBe(1);
  });

  it("a selector that reads props follows them without waiting for the call to change", () => {
    function Field({ name }: { name: "status" | "isMuted" }) {
      return <output aria-label="field">{useVoiceCall((call) => String(call[name]))}</output>;
    }
    const { rerender } = render(withProvider(<Field name="status" />));
    expect(output("field")).toBe("idle");
    rerender(withProvider(<Field name="isMuted" />));
    expect(output("field")).toBe("false");
  });

  it("selectors read idle outside a call and on the server", () => {
    function Status() {
      return <output aria-label="status">{useCallStatus()}</output>;
    }
    expect(renderToString(withProvider(<Status />))).toContain("idle");
  });
});

describe("a provider created from options", () => {
  it("creates one client, keeps it across re-renders and StrictMode, and destroys it on unmount", async () => {
    const options = { publicKey: "pk", assistantId: "a", loadSdk: sdk.loadSdk };
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <VoiceCallProvider options={options}>
          <button
            type="button"
            onClick={() => {
              setCount(count + 1);
            }}
          >
            rerender {count}
          </button>
          <CallButton name="hero" />
        </VoiceCallProvider>
      );
    }
    const view = render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await settle();
    fireEvent.click(button("hero"));
    await settle();
    fireEvent.click(screen.getByRole("button", { name: /rerender/ }));
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(sdk.instances).toHaveLength(1);
    expect(output("hero status")).toBe("active");

    const vapi = sdk.vapi;
    view.unmount();
    await settle();
    expect(vapi.inCall).toBe(false);
    expect(vapi.listenerCount()).toBe(0);
  });
});

describe("a lazy provider", () => {
  it("renders idle without loading the client, loads it once on intent, and is one call for every hook", async () => {
    const load = vi.fn(() => Promise.resolve(client));
    const renders = { hero: 0, widget: 0 };
    const count = (id: string) => {
      renders[id as keyof typeof renders] += 1;
    };
    function BookingTool() {
      useClientTool("showBookingLink", () => "open");
      return null;
    }
    const page = (
      <StrictMode>
        <LazyVoiceCallProvider load={load}>
          <Profiler id="hero" onRender={count}>
            <CallButton name="hero" />
          </Profiler>
          <Profiler id="widget" onRender={count}>
            <CallButton name="widget" />
          </Profiler>
          <BookingTool />
        </LazyVoiceCallProvider>
      </StrictMode>
    );
    expect(renderToString(page)).toContain("Talk to the AI");
    const view = render(page);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(output("hero status")).toBe("idle");

    fireEvent.focus(button("hero"));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.loads).toBe(1);

    fireEvent.click(button("widget"));
    expect(button("hero").dataset.state).toBe("busy");
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(button("hero").textContent).toBe("hero: End Call");
    // The tool mounted before the client loaded handles the call's tool calls.
    await act(async () => {
      sdk.vapi.emit("message", {
        type: "tool-calls",
        toolCallList: [{ id: "c1", function: { name: "showBookingLink", arguments: {} } }],
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sdk.vapi.sent).toHaveLength(1);
    renders.widget = 0;
    act(() => {
      sdk.vapi.audioLevel(0.3);
    });
    // Each CallButton shows the volume: one render each, not more.
    expect(renders.widget).toBe(1);

    const vapi = sdk.vapi;
    view.unmount();
    await settle();
    expect(vapi.inCall).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("useEndCallOnUnmount()", () => {
  function Hero() {
    useEndCallOnUnmount();
    return <CallButton name="hero" />;
  }

  function Page({ showHero }: { showHero: boolean }) {
    return withProvider(
      <>
        {showHero ? <Hero /> : null}
        <CallButton name="widget" />
      </>,
    );
  }

  async function startFromWidget() {
    fireEvent.click(button("widget"));
    await settle();
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(output("widget status")).toBe("active");
  }

  it("ends any active call when the hero leaves the page", async () => {
    const view = render(<Page showHero />);
    await startFromWidget();
    view.rerender(<Page showHero={false} />);
    await settle();
    expect(output("widget status")).toBe("ended");
    expect(sdk.vapi.inCall).toBe(false);
  });

  it("keeps the call when a component without it unmounts", async () => {
    function Other() {
      return <CallButton name="other" />;
    }
    const view = render(
      withProvider(
        <>
          <Other />
          <CallButton name="widget" />
        </>,
      ),
    );
    await startFromWidget();
    view.rerender(withProvider(<CallButton name="widget" />));
    await settle();
    expect(output("widget status")).toBe("active");
  });

  it("does not end the call on StrictMode's simulated unmount", async () => {
    render(withProvider(<CallButton name="widget" />));
    await startFromWidget();
    cleanup();
    render(<StrictMode>{withProvider(<Hero />)}</StrictMode>);
    await settle();
    expect(client.getSnapshot().state.status).toBe("active");
  });
});

describe("useClientTool()", () => {
  it("runs the latest handler while mounted, and stops when the component unmounts", async () => {
    const opened: string[] = [];
    function BookingTool({ page }: { page: string }) {
      useClientTool("showBookingLink", (args: { day?: string }) => {
        opened.push(`${page}:${args.day ?? ""}`);
        return "open";
      });
      return null;
    }
    const view = render(withProvider(<BookingTool page="home" />));
    await act(async () => {
      void client.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      sdk.vapi.connect();
    });
    const call = (id: string) => ({
      type: "tool-calls",
      toolCallList: [{ id, function: { name: "showBookingLink", arguments: { day: "Fri" } } }],
    });
    view.rerender(withProvider(<BookingTool page="pricing" />));
    await act(async () => {
      sdk.vapi.emit("message", call("c1"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(opened).toEqual(["pricing:Fri"]);
    expect(sdk.vapi.sent).toEqual([
      {
        type: "add-message",
        message: { role: "system", content: "Tool showBookingLink (call c1) returned: open" },
        triggerResponseEnabled: false,
      },
    ]);
    view.rerender(withProvider(null));
    await act(async () => {
      sdk.vapi.emit("message", call("c2"));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(opened).toEqual(["pricing:Fri"]);
    // No tool is mounted: the client no longer handles tool calls at all.
    expect(sdk.vapi.sent).toHaveLength(1);
  });
});

describe("useCallMetrics()", () => {
  it("shows the call's metrics and re-renders when they change, not with the volume", async () => {
    let renders = 0;
    function Latency() {
      const { timeToListeningMs, responseLatenciesMs } = useCallMetrics();
      return (
        <output aria-label="metrics">
          {`${String(timeToListeningMs ?? "-")}/${responseLatenciesMs.join(",")}`}
        </output>
      );
    }
    render(
      withProvider(
        <Profiler id="metrics" onRender={() => (renders += 1)}>
          <Latency />
        </Profiler>,
      ),
    );
    expect(output("metrics")).toBe("-/");
    await act(async () => {
      void client.start();
      await vi.advanceTimersByTimeAsync(400);
    });
    act(() => {
      sdk.vapi.connect();
    });
    await settle();
    expect(output("metrics")).toBe("400/");
    act(() => {
      sdk.vapi.emit("message", { type: "speech-update", role: "user", status: "stopped" });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(700);
    });
    act(() => {
      sdk.vapi.emit("message", { type: "speech-update", role: "assistant", status: "started" });
    });
    expect(output("metrics")).toBe("400/700");
    const before = renders;
    for (let tick = 0; tick < 10; tick++) {
      act(() => {
        sdk.vapi.emit("volume-level", 0.5);
      });
    }
    expect(renders).toBe(before);
  });
});

describe("useAudioLevels()", () => {
  it("hands the levels to the draw function on frames, at most fps times a second, without re-rendering; paused draws nothing", async () => {
    const audio = stubWebAudio();
    const frames = new Map<number, FrameRequestCallback>();
    let nextFrame = 0;
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.set(++nextFrame, callback);
      return nextFrame;
    });
    vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
    const runFrame = (now: number) => {
      const pending = [...frames.values()];
      frames.clear();
      for (const callback of pending) callback(now);
    };
    const drawn: number[] = [];
    let renders = 0;
    function Meter({ paused }: { paused: boolean }) {
      useAudioLevels(({ output }) => drawn.push(output), { fps: 10, paused });
      return null;
    }
    const view = render(
      withProvider(
        <Profiler id="meter" onRender={() => (renders += 1)}>
          <Meter paused={false} />
        </Profiler>,
      ),
    );
    await act(async () => {
      void client.start();
      await vi.advanceTimersByTimeAsync(0);
    });
    act(() => {
      sdk.vapi.connect();
    });
    const agent = new FakeTrack();
    audio.levels.set(
      agent,
      Array.from({ length: 128 }, () => 255),
    );
    const vapi = sdk.vapi as typeof sdk.vapi & { getDailyCallObject: () => unknown };
    vapi.getDailyCallObject = () => ({
      participants: () => ({
        agent: { user_name: "Vapi Speaker", tracks: { audio: { persistentTrack: agent } } },
      }),
    });
    const before = renders;
    // 60 frames a second for one second: 10 draws at fps 10.
    for (let frame = 0; frame < 60; frame++) runFrame(1000 + (frame * 1000) / 60);
    expect(drawn).toHaveLength(10);
    expect(drawn[0]).toBe(1);
    expect(renders).toBe(before);
    view.rerender(
      withProvider(
        <Profiler id="meter" onRender={() => (renders += 1)}>
          <Meter paused />
        </Profiler>,
      ),
    );
    for (let frame = 0; frame < 60; frame++) runFrame(3000 + (frame * 1000) / 60);
    expect(drawn).toHaveLength(10);
    expect(audio.contexts.at(-1)?.closed).toBe(true);
  });
});
