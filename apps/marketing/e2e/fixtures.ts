import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails with the list of axe violations (WCAG 2.2 AA and axe's best practices, which Lighthouse
 * also scores: heading order, unique landmarks...) on the page as it is now.
 *
 * Third-party frames (the booking calendar) are not ours to fix and are left out, since axe
 * compares landmarks across frames (the provider's own `<main>` would clash with ours). What we
 * owe them, a title naming each frame, is checked here instead.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { /** Checks only this part of the page (a CSS selector). */ include?: string } = {},
) {
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .exclude("iframe")
    // One axe.run in the page. The default mode runs axe in every frame and then finishes in a
    // new blank tab, a second page per check; frames (third parties' pages) are left out here.
    .setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const untitledFrames = await page
    .locator("iframe")
    .evaluateAll((frames: HTMLIFrameElement[]) =>
      frames.filter((frame) => !frame.title.trim()).map((frame) => `frame-title: ${frame.src}`),
    );
  expect([
    ...violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    ...untitledFrames,
  ]).toEqual([]);
}

/**
 * Opens a page and waits until it has hydrated, as a visitor who clicks once the page is ready.
 * (The prerendered HTML shows before the scripts arrive; a click before then does nothing.)
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  return response;
}

/** Brings a deferred section into view and waits until its code has loaded and hydrated it. */
export async function hydrateSection(page: Page, name: string) {
  const section = page.locator(`[data-deferred="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-hydrated", "");
  return section;
}

/** Scrolls through the whole page, so every deferred section loads and hydrates. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => {
      window.scrollTo(0, top);
    }, y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState("networkidle");
}

/**
 * Stands in for the voice SDK and the microphone before the page loads (the site's test seam,
 * `window.__NOVALINE_VOICE__`). `window.__fakeVapi` is the call the page created; the test
 * drives it with `emit`. With `connect: "manual"` the call stays connecting until the test
 * calls {@link connectVoiceCall}.
 */
export async function stubVoice(
  page: Page,
  {
    microphone = "granted",
    connect = "auto",
    microphones = [],
  }: {
    microphone?: "granted" | "denied";
    connect?: "auto" | "manual";
    /** Names of the microphones the browser lists (`enumerateDevices`); none by default. */
    microphones?: string[];
  } = {},
) {
  await page.addInitScript(
    ([mic, connectMode, inputs]) => {
      type Listener = (...args: unknown[]) => void;
      class FakeVapi {
        listeners = new Map<string, Set<Listener>>();
        starts = 0;
        reconnects: unknown[] = [];
        muted: boolean[] = [];
        constructor() {
          (window as unknown as { __fakeVapi: FakeVapi }).__fakeVapi = this;
        }
        on(event: string, listener: Listener) {
          if (!this.listeners.has(event)) this.listeners.set(event, new Set());
          this.listeners.get(event)?.add(listener);
          return this;
        }
        removeListener(event: string, listener: Listener) {
          this.listeners.get(event)?.delete(listener);
          return this;
        }
        emit(event: string, ...args: unknown[]) {
          for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
        }
        connect: () => void = () => undefined;
        async start() {
          this.starts += 1;
          await new Promise<void>((resolve) => {
            if (connectMode === "manual") this.connect = resolve;
            else setTimeout(resolve, 300);
          });
          this.emit("call-start");
          return { id: "call-1", webCallUrl: "https://fake.daily.co/call-1" };
        }
        // Rejoins the call start() created, after connect() in the manual mode.
        async reconnect(webCall: unknown) {
          this.reconnects.push(webCall);
          await new Promise<void>((resolve) => {
            if (connectMode === "manual") this.connect = resolve;
            else setTimeout(resolve, 300);
          });
          this.emit("call-start");
        }
        async stop() {
          await Promise.resolve();
          this.emit("call-end");
        }
        /** What the page sent the agent (typed words, context). */
        sent: unknown[] = [];
        send(message: unknown) {
          this.sent.push(message);
        }
        setMuted(muted: boolean) {
          this.muted.push(muted);
        }
        setVolume() {
          // The fake call plays nothing of its own.
        }
        /** The microphones the page chose (`setInputDevicesAsync`). */
        inputDevices: string[] = [];
        setInputDevicesAsync({ audioDeviceId }: { audioDeviceId: string }) {
          this.inputDevices.push(audioDeviceId);
          return Promise.resolve({});
        }
        // The agent's audio: a real track from Web Audio, a steady tone (the visitor is silent).
        agentTrack?: MediaStreamTrack;
        // Daily's call object, for the call's audio tracks.
        getDailyCallObject() {
          if (!this.agentTrack) {
            const audio = new AudioContext();
            const tone = audio.createOscillator();
            const voice = audio.createMediaStreamDestination();
            tone.frequency.value = 300;
            tone.connect(voice);
            tone.start();
            this.agentTrack = voice.stream.getAudioTracks()[0];
          }
          const agentTrack = this.agentTrack;
          return {
            participants: () => ({
              local: { local: true, user_name: "" },
              agent: {
                user_name: "Vapi Speaker",
                tracks: { audio: { persistentTrack: agentTrack } },
              },
            }),
          };
        }
      }
      Object.assign(window, {
        __NOVALINE_VOICE__: {
          publicKey: "test-key",
          assistantId: "test-assistant",
          loadSdk: () => Promise.resolve(FakeVapi),
        },
      });
      navigator.mediaDevices.getUserMedia = (): Promise<MediaStream> =>
        mic === "granted"
          ? Promise.resolve({
              getTracks: () => [{ stop: () => undefined }],
            } as unknown as MediaStream)
          : Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
      navigator.mediaDevices.enumerateDevices = () =>
        Promise.resolve(
          inputs.map(
            (label, index) =>
              ({
                kind: "audioinput",
                deviceId: `mic-${String(index + 1)}`,
                label,
                groupId: "",
              }) as MediaDeviceInfo,
          ),
        );
    },
    [microphone, connect, microphones] as const,
  );
}

/** Waits until the page has created its fake call (the SDK loads on the visitor's click). */
async function fakeCallCreated(page: Page) {
  await page.waitForFunction(() => "__fakeVapi" in window);
}

/** Lets the call of a `connect: "manual"` {@link stubVoice} connect. */
export async function connectVoiceCall(page: Page) {
  await fakeCallCreated(page);
  await page.evaluate(() => {
    (window as unknown as { __fakeVapi: { connect: () => void } }).__fakeVapi.connect();
  });
}

/** Drives the fake call created by {@link stubVoice}. */
export async function emitVoiceEvent(page: Page, event: string, ...args: unknown[]) {
  await fakeCallCreated(page);
  await page.evaluate(
    ([name, rest]) => {
      (
        window as unknown as { __fakeVapi: { emit: (e: string, ...a: unknown[]) => void } }
      ).__fakeVapi.emit(name, ...rest);
    },
    [event, args] as const,
  );
}

/** One call the page made to the advertising pixel: `fbq("track", event, params)`. */
export interface PixelCall {
  event: string;
  params?: Record<string, unknown>;
}

/**
 * Stands in for the advertising pixel before the page loads, as if the visitor had allowed it:
 * `pixelCalls(page)` reads what the page reported.
 */
export async function stubPixel(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("novaline:ad-consent", "granted");
    const calls: { event: string; params?: Record<string, unknown> }[] = [];
    Object.assign(window, {
      __pixelCalls: calls,
      fbq: (_command: string, event: string, params?: Record<string, unknown>) => {
        calls.push(params ? { event, params } : { event });
      },
    });
  });
}

/** The pixel calls the page has made so far (see {@link stubPixel}). */
export function pixelCalls(page: Page): Promise<PixelCall[]> {
  return page.evaluate(
    () => (window as unknown as { __pixelCalls?: PixelCall[] }).__pixelCalls ?? [],
  );
}
