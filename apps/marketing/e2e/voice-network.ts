// The voice demo's network answered for browser tests: Vapi's API creates the web call, and
// Daily's CDN serves a stand-in call machine (tooling/daily-call-machine.ts). The page runs the real
// @vapi-ai/web and @daily-co/daily-js the site bundles. What is the browser's, not the network's
// (the microphone, the autoplay policy) is set up before the page loads. With `standIn`, the
// local Vapi stand-in of `pnpm start` answers instead, with its scripted agent.
import { expect, test as base, type JSHandle, type Page, type Route } from "@playwright/test";
import { standInCallMachine, type DailyStandIn } from "../../../tooling/daily-call-machine.ts";
import { callMachineScript } from "../../../tooling/web-call-machine.ts";

/** The Daily room of the web call that Vapi's API answers with. */
export const ROOM_URL = "https://novaline.daily.co/call-1";

/**
 * Vapi's id of the page's first web call: a UUID, as Vapi's ids are (what feedback on the call
 * names). Each later call gets an id of its own.
 */
export const WEB_CALL_ID = "5a1c7e0e-9d7b-4c1e-8f7a-2b3c4d5e6f70";

/** Where daily-js (with `avoidEval`) loads its call machine from, for any version. */
const CALL_MACHINE =
  /^https:\/\/c\.daily\.co\/call-machine\/versioned\/[^/]+\/static\/call-machine-object-bundle\.js$/;

/** The stand-in as the script Daily's CDN would send, with the rooms that no longer exist. */
const standInScript = (goneRooms: string[]) =>
  `(${standInCallMachine.toString()})(${JSON.stringify(goneRooms)});\n`;

export interface VoiceNetworkOptions {
  /**
   * Whether the browser grants the microphone: silent until the test makes the visitor speak
   * (`visitorSpeaks()`).
   */
  microphone?: "granted" | "denied";
  /** Names of the microphones the browser lists (`enumerateDevices`): `mic-1`, `mic-2`... */
  microphones?: string[];
  /** `on-click`: media plays only inside a visitor's click (a strict autoplay policy). */
  autoplay?: "allowed" | "on-click";
  /**
   * The local Vapi stand-in's address (tooling/vapi-stand-in.ts): it answers Vapi's API, and its
   * call machine and scripted agent are Daily's, as under `pnpm start` (the page uses its public
   * key). The built site's policy lets the page talk to Vapi's API, not to a local port: the
   * agent asks for its lines at Vapi's address, and the test passes each request on.
   */
  standIn?: string;
}

/** What Daily was asked by the page (see {@link DailyStandIn}). */
export type DailyRequests = Pick<DailyStandIn, "joins" | "inputDevices" | "localAudio" | "leaves">;

/** The voice network of one page: what it was asked, and the agent's side of the call. */
export interface VoiceNetwork {
  /** The body of each `POST /call/web`: one a call created. */
  readonly webCalls: unknown[];
  /** Requests to Vapi or Daily that nothing here answers: none may be needed. */
  readonly strayRequests: string[];
  /** The agent is ready (Vapi's `listening` app message): the SDK's `call-start`. */
  agentListens(): Promise<void>;
  /** One of Vapi's messages from the agent (a transcript, a speech update, a tool call...). */
  agentSends(message: Record<string, unknown>): Promise<void>;
  /** The agent's voice, a 300 Hz tone, heard (or silent again with `false`). */
  agentSpeaks(speaking?: boolean): Promise<void>;
  /** The visitor's microphone hears them (a 200 Hz tone), or silence again with `false`. */
  visitorSpeaks(speaking?: boolean): Promise<void>;
  /** Daily loses the connection: its fatal error, then the meeting is left. */
  dropConnection(): Promise<void>;
  /**
   * Vapi ends the call while no page is in it (the agent's time-out, say): its room is deleted,
   * and a page that tries to rejoin it finds no room.
   */
  endCallOnServer(): void;
  /** The page's app messages to the agent (JSON parsed), only those of `type` when given. */
  sentByPage(type?: string): Promise<unknown[]>;
  daily(): Promise<DailyRequests>;
  /**
   * The microphones plugged in from now on (by name), as the browser then lists them, with its
   * `devicechange` event: one missing from the list was unplugged.
   */
  plugMicrophones(labels: string[]): Promise<void>;
}

/** The microphone, the autoplay policy and the demo's key, in the page before it loads. */
function browserSide({
  microphone,
  microphones,
  autoplay,
  publicKey,
  assistantId,
}: Required<Omit<VoiceNetworkOptions, "standIn">> & { publicKey: string; assistantId: string }) {
  // The seam of voice-config.ts: the production build has no Vapi key.
  Object.assign(window, { __NOVALINE_VOICE__: { publicKey, assistantId } });
  // Headless Chromium has no microphone: one from Web Audio (a tone, silent until the visitor
  // speaks), or a refusal.
  let audio: AudioContext | undefined;
  let voice: GainNode | undefined;
  navigator.mediaDevices.getUserMedia = (): Promise<MediaStream> => {
    if (microphone === "denied") {
      return Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    }
    audio ??= new AudioContext();
    if (!voice) {
      voice = audio.createGain();
      voice.gain.value = 0;
      const tone = audio.createOscillator();
      tone.frequency.value = 200;
      tone.connect(voice);
      tone.start();
    }
    const stream = audio.createMediaStreamDestination();
    voice.connect(stream);
    return Promise.resolve(stream.stream);
  };
  Object.assign(window, {
    __visitorSpeaks: (speaking: boolean) => {
      if (voice) voice.gain.value = speaking ? 0.5 : 0;
    },
  });
  // Each microphone keeps its id (`mic-<n>`, in the order first listed) while plugged in and out.
  const ids = new Map<string, string>();
  const idOf = (label: string) => {
    if (!ids.has(label)) ids.set(label, `mic-${String(ids.size + 1)}`);
    return ids.get(label) ?? "";
  };
  let plugged = [...microphones];
  navigator.mediaDevices.enumerateDevices = () =>
    Promise.resolve(
      plugged.map(
        (label) =>
          ({ kind: "audioinput", deviceId: idOf(label), label, groupId: "" }) as MediaDeviceInfo,
      ),
    );
  Object.assign(window, {
    __plugMicrophones: (labels: string[]) => {
      plugged = labels;
      navigator.mediaDevices.dispatchEvent(new Event("devicechange"));
    },
  });
  if (autoplay === "on-click") {
    let clicking = false;
    addEventListener(
      "click",
      (event) => {
        if (!event.isTrusted) return;
        clicking = true;
        setTimeout(() => (clicking = false));
      },
      { capture: true },
    );
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called on the element below
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      return clicking
        ? play.call(this)
        : Promise.reject(
            new DOMException(
              "play() failed because the user didn't interact with the document first.",
              "NotAllowedError",
            ),
          );
    };
  }
}

/** The stand-in once the page has loaded it; with `joined`, once it is in a meeting. */
async function standIn(page: Page, joined: boolean): Promise<JSHandle<DailyStandIn>> {
  const handle = await page.waitForFunction((joined) => {
    const standIn = (window as unknown as { __dailyStandIn?: DailyStandIn }).__dailyStandIn;
    return joined ? standIn?.meeting && standIn : standIn;
  }, joined);
  // waitForFunction resolves only with a truthy value: the stand-in.
  return handle as JSHandle<DailyStandIn>;
}

/** A message as the page sent it: Vapi's JSON parsed, a bare word (`playable`) as it is. */
function parsed(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Answers the voice demo's network for `page` (before it loads): Vapi's `POST /call/web` creates
 * a web call in {@link ROOM_URL}, Daily's CDN serves the stand-in call machine, and any other
 * request to Vapi or Daily is refused and listed in `strayRequests`.
 */
export async function answerVoiceNetwork(
  page: Page,
  {
    microphone = "granted",
    microphones = [],
    autoplay = "allowed",
    standIn: standInUrl,
  }: VoiceNetworkOptions = {},
): Promise<VoiceNetwork> {
  await page.addInitScript(browserSide, {
    microphone,
    microphones,
    autoplay,
    ...(standInUrl
      ? { publicKey: "local-public-key", assistantId: "local-web-assistant" }
      : { publicKey: "test-key", assistantId: "test-assistant" }),
  });
  const webCalls: unknown[] = [];
  const strayRequests: string[] = [];
  const goneRooms: string[] = [];
  /** Vapi's API, as the stand-in answers it (its own paths included: the agent's lines). */
  const passOn = async (route: Route, to: string) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    if (request.method() === "POST" && pathname === "/call/web") {
      webCalls.push(request.postDataJSON());
    }
    await route.fulfill({ response: await route.fetch({ url: `${to}${pathname}${search}` }) });
  };
  await page.route("https://api.vapi.ai/**", async (route) => {
    if (standInUrl) {
      await passOn(route, standInUrl);
      return;
    }
    const request = route.request();
    if (new URL(request.url()).pathname !== "/call/web") {
      strayRequests.push(`${request.method()} ${request.url()}`);
      await route.abort("internetdisconnected");
      return;
    }
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": request.headers()["access-control-request-headers"] ?? "*",
    };
    if (request.method() === "OPTIONS") {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    webCalls.push(request.postDataJSON());
    await route.fulfill({
      status: 201,
      headers: cors,
      json: {
        id: webCalls.length === 1 ? WEB_CALL_ID : crypto.randomUUID(),
        webCallUrl: ROOM_URL,
        status: "queued",
      },
    });
  });
  await page.route(/^https:\/\/[^/]+\.daily\.co\//, async (route) => {
    const url = route.request().url();
    if (CALL_MACHINE.test(url)) {
      await route.fulfill({
        contentType: "text/javascript",
        // The stand-in's own script, its agent asking for its lines at Vapi's address (above).
        body: standInUrl ? callMachineScript("https://api.vapi.ai") : standInScript(goneRooms),
      });
      return;
    }
    strayRequests.push(url);
    await route.abort("internetdisconnected");
  });

  return {
    webCalls,
    strayRequests,
    async agentListens() {
      await (
        await standIn(page, true)
      ).evaluate((standIn) => {
        standIn.agentSends("listening");
      });
    },
    async agentSends(message) {
      await (
        await standIn(page, true)
      ).evaluate((standIn, data) => {
        standIn.agentSends(data);
      }, JSON.stringify(message));
    },
    async agentSpeaks(speaking = true) {
      await (
        await standIn(page, true)
      ).evaluate((standIn, on) => {
        standIn.agentSpeaks(on);
      }, speaking);
    },
    async visitorSpeaks(speaking = true) {
      await page.evaluate((on) => {
        (window as unknown as { __visitorSpeaks: (speaking: boolean) => void }).__visitorSpeaks(on);
      }, speaking);
    },
    async dropConnection() {
      await (
        await standIn(page, true)
      ).evaluate((standIn) => {
        standIn.dropConnection();
      });
    },
    endCallOnServer() {
      goneRooms.push(ROOM_URL);
    },
    async sentByPage(type) {
      const sent = await (await standIn(page, false)).evaluate((standIn) => standIn.sentByPage);
      return sent
        .map(parsed)
        .filter((message) => type === undefined || (message as { type?: unknown }).type === type);
    },
    async plugMicrophones(labels) {
      await page.evaluate((names) => {
        (window as unknown as { __plugMicrophones: (labels: string[]) => void }).__plugMicrophones(
          names,
        );
      }, labels);
    },
    daily: () =>
      page.evaluate(() => {
        const standIn = (window as unknown as { __dailyStandIn?: DailyStandIn }).__dailyStandIn;
        const { joins = [], inputDevices = [], localAudio = [], leaves = 0 } = standIn ?? {};
        return { joins, inputDevices, localAudio, leaves };
      }),
  };
}

/**
 * Playwright's `test` with `voiceNetwork(options)`: {@link answerVoiceNetwork} for the test's
 * page, failing the test if the page made a request to Vapi or Daily that nothing answers.
 */
export const test = base.extend<{
  voiceNetwork: (options?: VoiceNetworkOptions) => Promise<VoiceNetwork>;
}>({
  voiceNetwork: async ({ page }, use) => {
    const answered: VoiceNetwork[] = [];
    await use(async (options) => {
      const network = await answerVoiceNetwork(page, options);
      answered.push(network);
      return network;
    });
    for (const { strayRequests } of answered) {
      expect(strayRequests, "requests to Vapi or Daily that no test answers").toEqual([]);
    }
  },
});
