// The agent's side of a browser call on the local Vapi stand-in (`pnpm start`). The stand-in
// serves it with the call machine of daily-call-machine.ts as the script daily-js loads in place
// of Daily's: it runs in the page, follows the meeting through `window.__dailyStandIn`, and plays
// Vapi's agent: "listening" once joined, then each answer as Vapi sends one (speech updates,
// word-by-word transcripts, a murmur on the agent's audio track while it "speaks", and the
// words read aloud when the browser has a speech voice of its own, on the device). What to say
// comes from the stand-in (`POST /stand-in/web-calls/:id/turns`, web-call-script.ts). It hears
// when the visitor speaks (their microphone's level, analysed in the page: nothing is recorded or
// sent) but not what they say: their turn's transcript says so.
import type { DailyStandIn } from "./daily-call-machine.ts";

/** Where the agent asks what to say. */
export interface StandInAgentConfig {
  /** The stand-in's origin, e.g. `http://127.0.0.1:8789`. */
  readonly standInUrl: string;
}

/** Runs in the page after the call machine; self-contained (it is sent as its source). */
export function standInAgent({ standInUrl }: StandInAgentConfig): void {
  type Turn = { kind: "join" } | { kind: "spoken" } | { kind: "typed"; text: string };
  const page = window as unknown as { __dailyStandIn?: DailyStandIn; __standInAgent?: boolean };
  const found = page.__dailyStandIn;
  // The call machine's script is loaded again for each call object: one agent per page.
  if (!found || page.__standInAgent) return;
  page.__standInAgent = true;
  const standIn: DailyStandIn = found;

  /** How loud the agent's murmur is while it speaks: quiet under a voice read aloud. */
  const MURMUR = { alone: [0.25, 0.6], underVoice: [0.04, 0.06] } as const;
  /** The visitor's microphone: speaking above this peak level, silent below it. */
  const SPEAKING_LEVEL = 0.06;
  /** How long the visitor must be quiet before their turn is over (ms), like Vapi's endpointing. */
  const END_OF_TURN_MS = 900;
  /** The least time an answer takes (ms): a real agent's reply is not instant. */
  const ANSWER_DELAY_MS = 600;
  /** The visitor's turn in the transcript, in place of words the stand-in cannot make out. */
  const SPOKEN = "(spoken: the local stand-in does not transcribe)";

  // Each join starts a new session; whatever an earlier one scheduled stops when it sees this
  // change.
  let session = 0;
  let callId = "";
  let busy = false;
  let answers: Promise<void> = Promise.resolve();

  const send = (message: Record<string, unknown>) => {
    if (standIn.meeting) standIn.agentSends(JSON.stringify(message));
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function ask(turn: Turn): Promise<string | null> {
    try {
      const response = await fetch(
        `${standInUrl}/stand-in/web-calls/${encodeURIComponent(callId)}/turns`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(turn),
        },
      );
      const { say } = (await response.json()) as { say?: string | null };
      return say ?? null;
    } catch {
      return "Sorry, I lost the local stand-in. Is pnpm start still running?";
    }
  }

  /** A speech voice of the browser's own, on the device (none is fetched from the network). */
  function localVoice(): SpeechSynthesisVoice | undefined {
    if (typeof speechSynthesis === "undefined") return undefined;
    const voices = speechSynthesis.getVoices().filter((voice) => voice.localService);
    return voices.find((voice) => voice.lang.startsWith("en")) ?? voices[0];
  }

  /** Says `text` as Vapi's agent does; resolves when it has finished (or the call is over). */
  async function speak(text: string, current: number): Promise<void> {
    const words = text.split(/\s+/).filter(Boolean);
    const voice = localVoice();
    let readAloud: Promise<void> = Promise.resolve();
    if (voice) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      readAloud = new Promise((resolve) => {
        utterance.onend = () => {
          resolve();
        };
        utterance.onerror = () => {
          resolve();
        };
        // A voice that never says it has finished does not hold the call up.
        setTimeout(resolve, words.length * 600 + 2000);
      });
      speechSynthesis.speak(utterance);
    }
    const [low, high] = voice ? MURMUR.underVoice : MURMUR.alone;
    const gain = standIn.voice?.gain;
    send({ type: "speech-update", role: "assistant", status: "started" });
    // A syllable every ~140 ms, and the transcript a word at a time, as Vapi sends partials.
    const syllables = setInterval(() => {
      if (!gain) return;
      const level = low + Math.random() * (high - low);
      gain.gain.setTargetAtTime(
        Math.random() < 0.2 ? low / 3 : level,
        gain.context.currentTime,
        0.03,
      );
    }, 140);
    for (let shown = 1; shown <= words.length && current === session; shown += 1) {
      send({
        type: "transcript",
        role: "assistant",
        transcriptType: "partial",
        transcript: words.slice(0, shown).join(" "),
      });
      await wait(260);
    }
    await readAloud;
    clearInterval(syllables);
    gain?.gain.setTargetAtTime(0, gain.context.currentTime, 0.03);
    if (current !== session) return;
    send({ type: "transcript", role: "assistant", transcriptType: "final", transcript: text });
    send({ type: "speech-update", role: "assistant", status: "stopped" });
  }

  /** Answers `turn`, one answer at a time. */
  function answer(turn: Turn, current: number): void {
    answers = answers.then(async () => {
      if (current !== session) return;
      busy = true;
      const asked = Date.now();
      const say = await ask(turn);
      await wait(Math.max(0, ANSWER_DELAY_MS - (Date.now() - asked)));
      if (say !== null && current === session) await speak(say, current);
      busy = false;
    });
  }

  // The visitor's turns, from their microphone's level: speaking for 200 ms starts one, quiet
  // for END_OF_TURN_MS ends it. Not while the agent answers (it would hear itself) or while muted.
  let audio: AudioContext | undefined;
  let analyser: AnalyserNode | undefined;
  let listened: MediaStream | undefined;
  let speakingMs = 0;
  let quietMs = 0;
  let visitorSpeaking = false;
  const samples = new Float32Array(1024);
  setInterval(() => {
    const microphone = standIn.microphone;
    const muted = standIn.localAudio.at(-1) === false;
    if (!microphone || !standIn.meeting || busy || muted) {
      speakingMs = 0;
      quietMs = 0;
      if (visitorSpeaking && (muted || !standIn.meeting)) visitorSpeaking = false;
      return;
    }
    if (microphone !== listened) {
      listened = microphone;
      audio ??= new AudioContext();
      analyser = audio.createAnalyser();
      analyser.fftSize = samples.length;
      audio.createMediaStreamSource(microphone).connect(analyser);
    }
    analyser?.getFloatTimeDomainData(samples);
    const level = samples.reduce((peak, sample) => Math.max(peak, Math.abs(sample)), 0);
    if (level >= SPEAKING_LEVEL) {
      speakingMs += 100;
      quietMs = 0;
      if (!visitorSpeaking && speakingMs >= 200) {
        visitorSpeaking = true;
        send({ type: "speech-update", role: "user", status: "started" });
      }
    } else {
      quietMs += 100;
      speakingMs = 0;
      if (visitorSpeaking && quietMs >= END_OF_TURN_MS) {
        visitorSpeaking = false;
        send({ type: "speech-update", role: "user", status: "stopped" });
        send({ type: "transcript", role: "user", transcriptType: "final", transcript: SPOKEN });
        answer({ kind: "spoken" }, session);
      }
    }
  }, 100);

  standIn.listeners.join = (url) => {
    session += 1;
    callId = url.split("/").pop() ?? "";
    const current = session;
    // The agent is ready a moment after the visitor joins: Vapi's "listening".
    setTimeout(() => {
      if (current !== session || !standIn.meeting) return;
      standIn.agentSends("listening");
      answer({ kind: "join" }, current);
    }, 400);
  };
  standIn.listeners.leave = () => {
    session += 1;
    visitorSpeaking = false;
    if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
  };
  standIn.listeners.pageMessage = (data) => {
    let message: { type?: unknown; message?: unknown } | undefined;
    try {
      message = JSON.parse(data) as typeof message;
    } catch {
      return; // a bare word (`playable`): nothing to answer
    }
    // The visitor typed (`sendText`): Vapi adds it to the conversation and the agent answers.
    const added = message?.type === "add-message" ? message.message : undefined;
    const content = (added as { role?: unknown; content?: unknown } | undefined)?.content;
    if (typeof content === "string" && (added as { role?: unknown }).role === "user") {
      send({ type: "conversation-update", conversation: [{ role: "user", content }] });
      answer({ kind: "typed", text: content }, session);
    }
    // The page makes the agent say something (`say()`).
    if (message?.type === "say" && typeof message.message === "string") {
      const text = message.message;
      const current = session;
      answers = answers.then(async () => {
        busy = true;
        await speak(text, current);
        busy = false;
      });
    }
  };
}
