// The stand-in for the call machine daily-js loads from Daily's CDN when a call joins: no library stands in for Daily's closed call machine.
//
// The site's browser tests (apps/marketing/e2e/voice-network.ts) serve `standInCallMachine` (its
// source, run at once) as that script, and so does the local Vapi stand-in of `pnpm start`
// (web-call-machine.ts: with the scripted agent of web-call-agent.ts listening to it). daily-js
// (0.87, with `avoidEval`) appends it as a <script>, puts the call object's id in
// `window._daily.pendings`, and from then on talks to it with `window.postMessage`: messages
// `{ what: "iframe-call-message", from: "module", callClientId, action, callbackStamp? }` to the
// call machine, and back `{ what, from: "embedded", callClientId, action }`, where a reply to a
// method that waits for one carries its `callbackStamp`. The call machine's `store` holds the
// media tracks, which daily-js puts into the participants it is sent.
//
// The stand-in is a meeting with the visitor and Vapi's agent ("Vapi Speaker": a 300 Hz tone, or
// a murmur of filtered noise), and no network: it answers what the Vapi SDK asks of Daily, plays
// the agent's side when told to (through `window.__dailyStandIn`: a test, or a scripted agent),
// and keeps what the page sent.

/** The test's handle on the stand-in: what the page asked of Daily, and the agent's side. */
export interface DailyStandIn {
  /** The room URL of every join, in order. */
  readonly joins: string[];
  /** The data of every app message the page sent (Vapi's `send()`: JSON, or a word). */
  readonly sentByPage: string[];
  /** The microphones the page chose (`setInputDevicesAsync`). */
  readonly inputDevices: string[];
  /** The page's microphone turned on or off (`setLocalAudio`), in order. */
  readonly localAudio: boolean[];
  /** How many times the page left a meeting. */
  leaves: number;
  /** The agent's app message: `"listening"`, or one of Vapi's messages as JSON. */
  agentSends(data: string): void;
  /** The agent speaks (its tone is heard) or falls silent. */
  agentSpeaks(speaking: boolean): void;
  /** Daily's fatal error for a lost connection, and the meeting left with it. */
  dropConnection(): void;
  /** The meeting joined now: none before a join, and after it is left or lost. */
  meeting: { post(message: Record<string, unknown>): void; leave(): void } | undefined;
  /** The agent's voice, made at the first join (its AudioContext needs the visitor's click). */
  voice: { readonly track: MediaStreamTrack; readonly gain: GainNode; level(): number } | undefined;
  /** The visitor's microphone in the meeting now (the call machine opens it at the join). */
  microphone: MediaStream | undefined;
  /** Told what happens in the meeting: how a scripted agent follows the call. */
  listeners: {
    /** The page joined the meeting at this room URL. */
    join?: (url: string) => void;
    /** The page sent an app message (Vapi's `send()`: JSON, or a word). */
    pageMessage?: (data: string) => void;
    /** The meeting was left (by the page, or lost). */
    leave?: () => void;
  };
}

/** How the agent's voice sounds: a steady 300 Hz tone, or a murmur (band-passed noise). */
export type StandInVoice = "tone" | "murmur";

/**
 * Runs in the page as Daily's call machine script; self-contained (it is sent as its source).
 * `goneRooms`: rooms that no longer exist (a call Vapi ended), which a join does not find.
 */
export function standInCallMachine(goneRooms: string[] = [], sound: StandInVoice = "tone"): void {
  type Message = Record<string, unknown>;
  interface Instance {
    callMachine?: { store: { getState: () => unknown }; reset: () => void };
  }
  const daily = (
    window as unknown as { _daily?: { pendings: string[]; instances: Record<string, Instance> } }
  )._daily;
  if (!daily) throw new Error("daily-js loads its call machine: window._daily is missing");
  const page = window as unknown as { __dailyStandIn?: DailyStandIn };
  const AGENT = "vapi-speaker";
  // One handle for the page: a call rejoined (a new call object) loads this script again.
  const standIn: DailyStandIn = (page.__dailyStandIn ??= {
    joins: [],
    sentByPage: [],
    inputDevices: [],
    localAudio: [],
    leaves: 0,
    agentSends(data) {
      joined().post({ action: "app-message", data, fromId: AGENT });
    },
    agentSpeaks(speaking) {
      (standIn.voice ??= agentVoice()).gain.gain.value = speaking ? 0.5 : 0;
    },
    dropConnection() {
      const meeting = joined();
      meeting.post({
        action: "error",
        errorMsg: "Connection lost",
        // daily-js parses the details (JSON from the call machine).
        error: {
          type: "connection-error",
          msg: "Connection lost",
          details: '{"on":"rtc-connection"}',
        },
      });
      meeting.leave();
    },
    meeting: undefined,
    voice: undefined,
    microphone: undefined,
    listeners: {},
  });

  function joined(): NonNullable<DailyStandIn["meeting"]> {
    if (!standIn.meeting) throw new Error("The page has joined no meeting (yet)");
    return standIn.meeting;
  }

  // The agent's voice: a steady tone (or a murmur), silent until the agent speaks, and its level
  // as Daily's audio level observer reads it (the peak of the last samples, 0..1).
  function agentVoice(): NonNullable<DailyStandIn["voice"]> {
    const audio = new AudioContext();
    const gain = audio.createGain();
    const analyser = audio.createAnalyser();
    const out = audio.createMediaStreamDestination();
    gain.gain.value = 0;
    if (sound === "murmur") {
      // Two seconds of white noise, looped, through a band-pass around a voice's first formant.
      const noise = audio.createBuffer(1, audio.sampleRate * 2, audio.sampleRate);
      const white = noise.getChannelData(0);
      for (let i = 0; i < white.length; i += 1) white[i] = Math.random() * 2 - 1;
      const source = audio.createBufferSource();
      source.buffer = noise;
      source.loop = true;
      const band = audio.createBiquadFilter();
      band.type = "bandpass";
      band.frequency.value = 550;
      band.Q.value = 1.5;
      source.connect(band).connect(gain);
      source.start();
    } else {
      const tone = audio.createOscillator();
      tone.frequency.value = 300;
      tone.connect(gain);
      tone.start();
    }
    gain.connect(out);
    gain.connect(analyser);
    const [track] = out.stream.getAudioTracks();
    if (!track) throw new Error("Web Audio made no track");
    const samples = new Float32Array(analyser.fftSize);
    return {
      track,
      gain,
      level() {
        analyser.getFloatTimeDomainData(samples);
        return samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
      },
    };
  }

  /** Daily's participant: its audio in `state`, no video. */
  const participant = (sessionId: string, userName: string, local: boolean, audio: string) => ({
    session_id: sessionId,
    user_name: userName,
    local,
    audio: audio === "playable",
    video: false,
    screen: false,
    tracks: {
      audio: { state: audio, subscribed: local || audio === "playable" },
      video: { state: "off", subscribed: false },
    },
  });

  function startCallMachine(id: string, instance: Instance): void {
    const post = (message: Message) => {
      window.postMessage(
        { ...message, what: "iframe-call-message", from: "embedded", callClientId: id },
        location.origin,
      );
    };
    // A method that waits for the call machine gets its answer by its callback stamp.
    const reply = (request: Message, result: Message = {}) => {
      if (request.callbackStamp) {
        post({ action: "stand-in-reply", callbackStamp: request.callbackStamp, ...result });
      }
    };
    // The agent's track is sendable until the page subscribes to it (the SDK joins with
    // `subscribeToTracksAutomatically: false`), then playable.
    const local = participant("visitor", "", true, "playable");
    const agent = participant(AGENT, "Vapi Speaker", false, "sendable");
    const voice = (standIn.voice ??= agentVoice());
    let microphone = new MediaStream();
    let levels: ReturnType<typeof setInterval> | undefined;
    // What daily-js reads the tracks from: the visitor's camera stream, and the remote streams.
    const store = {
      getState: () => ({
        local: { public: {}, streams: { cam: { stream: microphone } } },
        participants: {},
        streams: {
          agent: { participantId: AGENT, type: "cam", pendingTrack: voice.track, starttime: 0 },
        },
      }),
    };
    instance.callMachine = { store, reset: () => undefined };

    function leave(): void {
      clearInterval(levels);
      standIn.meeting = undefined;
      standIn.microphone = undefined;
      post({ action: "left-meeting" });
      standIn.listeners.leave?.();
    }

    async function join(request: Message): Promise<void> {
      const url = String((request.properties as Message | undefined)?.url);
      standIn.joins.push(url);
      if (goneRooms.includes(url)) {
        // Daily's answer for a room that does not exist: a fatal error, and no meeting.
        const msg = "The meeting you're trying to join does not exist.";
        post({ action: "error", errorMsg: msg, error: { type: "no-room", msg, details: "{}" } });
        return;
      }
      // The real call machine opens the microphone itself, as here.
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
      standIn.microphone = microphone;
      post({ action: "joined-meeting", participants: { local } });
      standIn.meeting = { post, leave };
      post({ action: "participant-joined", participant: agent });
      standIn.listeners.join?.(url);
    }

    window.addEventListener("message", ({ data }: MessageEvent<Message | null>) => {
      if (data?.what !== "iframe-call-message" || data.from !== "module") return;
      if (data.callClientId !== id) return;
      switch (data.action) {
        case "join-meeting":
          void join(data);
          break;
        case "update-participant": {
          const tracks = (data.properties as Message | undefined)?.setSubscribedTracks;
          const audio = tracks === true || (tracks as Message | undefined)?.audio === true;
          if (data.id === AGENT && audio && agent.tracks.audio.state !== "playable") {
            Object.assign(agent, participant(AGENT, "Vapi Speaker", false, "playable"));
            post({ action: "participant-updated", participant: agent });
          }
          break;
        }
        case "app-msg":
          standIn.sentByPage.push(String(data.data));
          standIn.listeners.pageMessage?.(String(data.data));
          break;
        case "local-audio": {
          const on = data.state === true;
          standIn.localAudio.push(on);
          Object.assign(local, participant("visitor", "", true, on ? "playable" : "off"));
          post({ action: "participant-updated", participant: local });
          break;
        }
        case "update-input-settings":
          // Noise cancellation and the like: taken as asked.
          reply(data, { inputSettings: data.inputSettings });
          break;
        case "set-input-devices": {
          const deviceId = data.audioDeviceId;
          if (typeof deviceId === "string") standIn.inputDevices.push(deviceId);
          reply(data, { camera: {}, mic: { deviceId }, speaker: {} });
          break;
        }
        case "start-remote-participants-audio-level-observer":
          clearInterval(levels);
          levels = setInterval(
            () => {
              post({
                action: "remote-participants-audio-level",
                participantsAudioLevel: { [AGENT]: voice.level() },
              });
            },
            Number(data.interval) || 200,
          );
          reply(data);
          break;
        case "leave-meeting":
          standIn.leaves += 1;
          leave();
          break;
        default:
          // Logs, the output device, the local level observer: nothing to do, answered if waited for.
          reply(data);
      }
    });
    post({ action: "call-machine-initialized" });
  }

  // Each call object waiting for its call machine gets one.
  for (const id of daily.pendings.splice(0)) {
    const instance = daily.instances[id];
    if (instance && !instance.callMachine) startCallMachine(id, instance);
  }
}
