import {
  voiceCallPanel,
  voiceStandInNote,
  voiceTextChat,
  type VoiceCallPanelCopy,
  type VoiceWidgetCopy,
} from "@novaline/content";
import { cn } from "@novaline/ui";
import {
  useAgentState,
  useCallStatus,
  useResumeCall,
  useTranscript,
  useVoiceCall,
} from "@novaline/voice-core/react";
import {
  ArrowLeft,
  AudioLines,
  CalendarDays,
  History,
  Mic,
  MicOff,
  Phone,
  SendHorizontal,
  Volume2,
  X,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
} from "react";
import { CallButton, type CallLabels } from "./call-button";
import { CallFailure } from "./call-failure";
import { callResume } from "./call-resume";
import { IndustryPicker } from "./industry-picker";
import { MicrophonePicker } from "./microphone-picker";
import { ReplyLatency } from "./reply-latency";
import { StandInNote } from "./stand-in-note";
import { talksToStandIn, voiceOptions } from "./voice-config";
import { VoiceLevels } from "./voice-levels";
import { VoiceUnavailable } from "./voice-unavailable";
import type { PanelView } from "./voice-widget";
import type { ShellVoiceWidgetCopy } from "./voice-widget-copy";

// The phone form's code (and the phone library) loads when the visitor asks for it.
const PanelPhoneDemo = lazy(() => import("./panel-phone-demo"));
// The feedback form's code and copy load once a call has ended.
const CallFeedback = lazy(() => import("./panel-call-feedback"));
// The text chat's code loads when a visitor without a microphone chooses it.
const TextChatPanel = lazy(() => import("./text-chat-panel"));

export interface VoicePanelProps {
  copy: ShellVoiceWidgetCopy;
  /** Whether it shows: it stays mounted while closed, so that what it holds lives on. */
  open: boolean;
  /**
   * Whether this tab kept a call before the page loaded: the page opened the panel to rejoin it
   * (leaving the focus where it was: the visitor did not open it).
   */
  kept: boolean;
  onClose: () => void;
  /** The view, kept by the widget (the agent's tools can change it while the panel is closed). */
  view: PanelView;
  onViewChange: (view: PanelView) => void;
  /** Whether the booking card the agent opened shows, and how the visitor closes it. */
  booking: boolean;
  onBookingClose: () => void;
}

/**
 * The open Voice Chat panel: the live-AI name, what it offers, the call and its live state. Its
 * messages (the call is unavailable, a call failed) are part of its flow, never over its controls.
 */
export default function VoicePanel({
  copy,
  open,
  kept,
  onClose: close,
  view,
  onViewChange,
  booking,
  onBookingClose,
}: VoicePanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const status = useCallStatus();
  // A call whose connection dropped stays on screen, transcript and all, while it is rejoined.
  const onCall = status === "active" || status === "reconnecting";
  // The call to offer feedback on: one that ended after a conversation (its transcript stays
  // until the next call starts, which also clears the id).
  const endedCallId = useVoiceCall((call) =>
    call.status === "ended" && call.transcript.length > 0 ? call.callId : undefined,
  );
  // The call whose feedback the visitor sent or skipped: the form does not come back for it.
  const [feedbackDone, setFeedbackDone] = useState<string>();
  const idle = status === "idle" || status === "ended" || status === "failed";
  // The call a reload interrupted: rejoined at once, or on a click when the browser would ask for
  // the microphone; or the news that it has ended.
  const resume = useResumeCall(kept ? callResume : null);

  const toPhone = useRef<HTMLButtonElement>(null);
  const toBrowser = useRef<HTMLButtonElement>(null);
  const toText = useRef<HTMLButtonElement>(null);
  const switched = useRef<PanelView | null>(null);
  // Switching views puts focus on the way back (the text chat puts it in its message box).
  useEffect(() => {
    const from = switched.current;
    if (!from || view === "text") return;
    (view === "phone"
      ? toBrowser
      : from === "text" && toText.current
        ? toText
        : toPhone
    ).current?.focus();
  }, [view]);
  const show = (next: PanelView) => {
    switched.current = view;
    onViewChange(next);
  };

  // Opening moves focus into the panel, but for the opening the page made on load.
  const openedByPage = useRef(kept);
  useEffect(() => {
    if (!open) openedByPage.current = false;
    // Nor when something inside took it (the booking card the agent opened).
    else if (!openedByPage.current && !panel.current?.contains(document.activeElement)) {
      panel.current?.focus();
    }
  }, [open]);
  const onEscape = useEffectEvent(close);
  // Escape anywhere inside closes it.
  useEffect(() => {
    const element = panel.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape();
    };
    element?.addEventListener("keydown", onKeyDown);
    return () => {
      element?.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  const labels: CallLabels = {
    start: copy.startLabel,
    end: copy.endLabel,
    busy: copy.connectingLabel,
  };
  // A copy of the site without voice keys offers the phone and a booked demo instead.
  const canCall = voiceOptions() !== null;

  return (
    <div
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="grid max-h-[calc(100dvh-6rem)] w-[min(22rem,calc(100vw-2rem))] animate-panel-show gap-4 overflow-y-auto overscroll-contain rounded-3xl border border-border bg-card bg-sheen p-5 text-card-foreground shadow-elevated outline-none motion-reduce:animate-none"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-brand text-brand-foreground"
          >
            <AudioLines className="size-5" />
          </span>
          {copy.title}
        </h2>
        <button
          type="button"
          aria-label={copy.closeLabel}
          onClick={close}
          className="grid size-9 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {view === "phone" ? (
        <>
          <ViewSwitch
            ref={toBrowser}
            icon={ArrowLeft}
            label={copy.phoneDemo.backLabel}
            onClick={() => {
              show("browser");
            }}
            className="w-fit text-sm"
          />
          <Suspense fallback={<div className="h-96 animate-pulse rounded-2xl bg-muted/60" />}>
            <PanelPhoneDemo
              onBrowserDemo={() => {
                show("browser");
              }}
            />
          </Suspense>
        </>
      ) : view === "text" ? (
        <Suspense fallback={<div className="h-72 animate-pulse rounded-2xl bg-muted/60" />}>
          <TextChatPanel
            copy={voiceTextChat}
            speakers={{ you: copy.live.youLabel, agent: copy.live.agentLabel }}
            onEnd={() => {
              show("browser");
            }}
          />
        </Suspense>
      ) : (
        <>
          {canCall ? (
            <p className="text-sm text-muted-foreground">{copy.text}</p>
          ) : (
            <VoiceUnavailable
              ref={toPhone}
              copy={copy.notConfigured}
              phoneLabel={copy.phoneDemo.openLabel}
              onPhone={() => {
                show("phone");
              }}
            />
          )}
          {/* DEV first: a build drops the note, its copy and its code. */}
          {import.meta.env.DEV && talksToStandIn() ? <StandInNote copy={voiceStandInNote} /> : null}
          {booking ? <BookingCard copy={copy.booking} onClose={onBookingClose} /> : null}
          {idle && resume.state === "asking" ? (
            <RejoinCard copy={copy.resume} onRejoin={resume.rejoin} />
          ) : null}
          {idle && resume.state === "ended" ? (
            <p role="status" className="rounded-2xl bg-muted p-3 text-sm">
              {copy.resume.ended}
            </p>
          ) : null}
          {resume.state === "rejoining" && !onCall ? (
            <p role="status" className="text-sm font-medium">
              {copy.resume.rejoining}
            </p>
          ) : null}
          {/* Chosen before a call: during one, the room is the conversation's. */}
          {canCall && idle ? <IndustryPicker copy={voiceCallPanel.industry} /> : null}
          {onCall ? <LiveCall copy={copy.live} latency={voiceCallPanel.latency} /> : null}
          <CallFailure
            ref={toText}
            offer={voiceTextChat.offer}
            onChooseText={() => {
              show("text");
            }}
          />
          {canCall ? <CallButton labels={labels} className="w-full" /> : null}
          {endedCallId !== undefined && endedCallId !== feedbackDone ? (
            <Suspense fallback={null}>
              <CallFeedback
                key={endedCallId}
                callId={endedCallId}
                onDone={() => {
                  setFeedbackDone(endedCallId);
                  // The form and the control in it are gone: focus stays in the panel.
                  panel.current?.focus();
                }}
              />
            </Suspense>
          ) : null}
          {canCall ? (
            <p className="grid justify-items-center gap-1 text-center text-sm text-muted-foreground">
              {copy.phoneDemo.prompt}
              <ViewSwitch
                ref={toPhone}
                icon={Phone}
                label={copy.phoneDemo.openLabel}
                onClick={() => {
                  show("phone");
                }}
              />
            </p>
          ) : null}
        </>
      )}
      <p className="text-center text-xs text-muted-foreground">{copy.poweredBy}</p>
    </div>
  );
}

/** The booking page the agent offered during the call (its `showBookingLink` tool). */
function BookingCard({ copy, onClose }: { copy: VoiceWidgetCopy["booking"]; onClose: () => void }) {
  const titleId = useId();
  const link = useRef<HTMLAnchorElement>(null);
  // It arrives while the visitor talks: the way to the page is where focus goes.
  useEffect(() => {
    link.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-2xl border border-primary/30 bg-primary/10 p-3 text-sm"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden="true" className="size-4 text-primary" />
        {copy.title}
      </h3>
      <p className="text-muted-foreground">{copy.text}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          ref={link}
          to={copy.action.href}
          className="inline-flex min-h-9 items-center rounded-full bg-primary px-4 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.action.label}
        </Link>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.backLabel}
        </button>
      </div>
    </section>
  );
}

/** A call the tab was on before the reload, still on: rejoined in the visitor's click. */
function RejoinCard({
  copy,
  onRejoin,
}: {
  copy: VoiceWidgetCopy["resume"];
  onRejoin: () => Promise<void>;
}) {
  return (
    <div className="grid justify-items-start gap-2 rounded-2xl border border-primary/30 bg-primary/10 p-3 text-sm">
      <p className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {copy.prompt}
      </p>
      <button
        type="button"
        onClick={() => void onRejoin()}
        className="inline-flex min-h-9 items-center rounded-full bg-primary px-4 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {copy.action}
      </button>
    </div>
  );
}

/** A link-styled button that moves the panel between the browser call and the phone form. */
function ViewSwitch({
  icon: Icon,
  label,
  className,
  ...props
}: Omit<ComponentProps<"button">, "children"> & { icon: LucideIcon; label: string }) {
  return (
    <button
      type="button"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-md font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/**
 * Who is speaking, both voices' levels, mute, how fast the agent answers, the microphone, and the
 * live transcript.
 */
function LiveCall({
  copy,
  latency,
}: {
  copy: VoiceWidgetCopy["live"];
  latency: VoiceCallPanelCopy["latency"];
}) {
  const { status, isSpeaking, isMuted, audioBlocked, setMuted, resumeAudio, sendText } =
    useVoiceCall();
  // The live transcript (word by word) and what the agent does: this panel shows both as they
  // change, so it reads them; a component that does not need them re-renders less.
  const agent = useAgentState();
  const transcript = useTranscript();
  // What the agent does, from Vapi's messages; the audio level where the client has none.
  const speaking = agent === "speaking" || isSpeaking;
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [transcript]);

  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-background/60 p-3">
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 text-sm font-medium" aria-live="polite">
          {status === "reconnecting"
            ? copy.reconnecting
            : speaking
              ? copy.speaking
              : agent === "thinking"
                ? copy.thinking
                : copy.listening}
        </p>
        <VoiceLevels agentLabel={copy.volumeLabel} youLabel={copy.yourVolumeLabel} />
        <button
          type="button"
          aria-pressed={isMuted}
          aria-label={isMuted ? copy.unmuteLabel : copy.muteLabel}
          onClick={() => {
            setMuted(!isMuted);
          }}
          className={cn(
            "grid size-9 place-items-center rounded-full border border-border focus-visible:outline-2 focus-visible:outline-ring",
            isMuted ? "bg-danger text-danger-foreground" : "hover:bg-muted",
          )}
        >
          {isMuted ? (
            <MicOff aria-hidden="true" className="size-4" />
          ) : (
            <Mic aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <ReplyLatency copy={latency} />
      {audioBlocked ? (
        <div className="grid justify-items-start gap-2 rounded-xl bg-primary/10 p-3 text-sm">
          <p>{copy.audioBlocked.text}</p>
          <button
            type="button"
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary px-3 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            onClick={() => {
              // Still refused: the button stays for another tap.
              resumeAudio().catch(() => undefined);
            }}
          >
            <Volume2 aria-hidden="true" className="size-4" />
            {copy.audioBlocked.action}
          </button>
        </div>
      ) : null}
      <div
        ref={log}
        role="log"
        aria-label={copy.transcriptLabel}
        className="grid max-h-40 gap-1.5 overflow-y-auto text-sm"
      >
        {transcript.length === 0 ? (
          <p className="text-muted-foreground">{copy.transcriptEmpty}</p>
        ) : null}
        {transcript.map((turn) => (
          <p
            key={turn.id}
            className={cn(turn.role === "user" && "text-right", !turn.final && "opacity-70")}
          >
            <span className="font-semibold">
              {turn.role === "user" ? copy.youLabel : copy.agentLabel}:{" "}
            </span>
            {turn.text}
          </p>
        ))}
      </div>
      <MicrophonePicker label={copy.microphoneLabel} />
      <form
        className="flex min-w-0 items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const box = event.currentTarget.elements.namedItem("voice-text");
          if (!(box instanceof HTMLInputElement) || box.value.trim() === "") return;
          try {
            sendText(box.value);
            box.value = "";
          } catch {
            // The call ended meanwhile: the words stay in the box.
          }
        }}
      >
        <label htmlFor="voice-text" className="sr-only">
          {copy.typeLabel}
        </label>
        <input
          id="voice-text"
          name="voice-text"
          type="text"
          autoComplete="off"
          placeholder={copy.typePlaceholder}
          size={1}
          className="h-9 w-0 min-w-0 flex-1 rounded-full border border-input bg-background px-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
        />
        <button
          type="submit"
          aria-label={copy.sendLabel}
          className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
        </button>
      </form>
    </div>
  );
}
