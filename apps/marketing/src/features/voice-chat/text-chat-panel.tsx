import type { VoiceTextChatCopy } from "@novaline/content";
import { BOT_CHECK_ACTIONS, CHAT_LIMITS } from "@novaline/inquiry";
import { cn } from "@novaline/ui";
import { createTextChat, type TextChat, type TextTransport } from "@novaline/voice-core";
import { useTextChat } from "@novaline/voice-core/react";
import { ArrowLeft, CircleAlert, MessageSquareText, RotateCcw, SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type SubmitEvent } from "react";
import { useTurnstile } from "../../shared/forms/use-turnstile";
import { chatProblemOf, createSiteChatTransport, type ChatProblem } from "./text-chat-transport";

export interface TextChatPanelProps {
  copy: VoiceTextChatCopy;
  /** Who said each turn, named as in the call's transcript. */
  speakers: { you: string; agent: string };
  /** Leaves the text chat (it has ended by then) for the panel's call view. */
  onEnd: () => void;
  /**
   * The transport of each new conversation; `onLastReply` is for it to call once the API has
   * answered the conversation's last message.
   * @defaultValue the site's API (`POST /v1/chat`) with the panel's Turnstile widget
   */
  transportFor?: (onLastReply: () => void) => TextTransport;
}

/** What the panel says of a failed message (`ended` has its own notice). */
function failureText(copy: VoiceTextChatCopy["failures"], problem: ChatProblem, waitMs?: number) {
  switch (problem) {
    case "busy":
      return waitMs
        ? copy.busy.replace("{seconds}", String(Math.ceil(waitMs / 1000)))
        : copy.busyNow;
    case "ended":
    case "unknown":
      return copy.unknown;
    default:
      return copy[problem];
  }
}

/**
 * The Voice Chat panel's text conversation with the same assistant, for a visitor whose call could
 * not use a microphone: the conversation as the call's transcript shows it, "typing…" while the
 * answer comes, a message box whose message stays there when it could not be sent (with why), a
 * new conversation once the API has ended one, and the way back to the call view.
 */
export default function TextChatPanel({ copy, speakers, onEnd, transportFor }: TextChatPanelProps) {
  const titleId = useId();
  const inputId = useId();
  const errorId = useId();
  const endedId = useId();
  const {
    enabled: botCheckEnabled,
    container: botCheckContainer,
    start: startBotCheck,
    token: botCheckToken,
    reset: resetBotCheck,
  } = useTurnstile(BOT_CHECK_ACTIONS.chat);
  // The API answered the conversation's last message (its continuation was null).
  const [over, setOver] = useState(false);
  const newChat = (): TextChat => {
    const onLastReply = () => {
      setOver(true);
    };
    const transport =
      transportFor?.(onLastReply) ??
      createSiteChatTransport({
        botCheckToken,
        botCheckEnabled,
        resetBotCheck,
        onReply: (reply) => {
          if (reply.continuation === null) onLastReply();
        },
      });
    return createTextChat({ transport });
  };
  const [chat, setChat] = useState(newChat);
  const { transcript, agent, sending, error } = useTextChat(chat);
  const [text, setText] = useState("");
  const problem = error ? chatProblemOf(error) : null;
  const ended = over || problem === "ended";

  const input = useRef<HTMLInputElement>(null);
  const startAgain = useRef<HTMLButtonElement>(null);
  const log = useRef<HTMLDivElement>(null);
  // The visitor chose to type: the box is where they go, and again in a new conversation.
  useEffect(() => {
    input.current?.focus();
  }, [chat]);
  // The box goes when the conversation ends: focus goes to the way to a new one.
  useEffect(() => {
    if (ended) startAgain.current?.focus();
  }, [ended]);
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [transcript, agent]);

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending || ended) return;
    setText("");
    // The send button is disabled meanwhile: the box keeps the focus.
    input.current?.focus();
    chat
      .send(message)
      .catch(() => false)
      .then((answered) => {
        // Offered again, unless the visitor has started typing another.
        if (!answered) setText((current) => current || (chat.getSnapshot().unsent ?? message));
      })
      .catch(() => undefined);
  }

  return (
    <section
      aria-labelledby={titleId}
      data-slot="text-chat"
      data-state={ended ? "ended" : sending ? "sending" : "ready"}
      className="grid gap-3"
    >
      <button
        type="button"
        onClick={() => {
          chat.end();
          onEnd();
        }}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {copy.endLabel}
      </button>
      <div className="grid gap-3 rounded-2xl border border-border bg-background/60 p-3">
        <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
          <MessageSquareText aria-hidden="true" className="size-4 text-primary" />
          {copy.title}
        </h3>
        <div className="grid gap-1">
          <div
            ref={log}
            role="log"
            aria-label={copy.transcriptLabel}
            className="grid max-h-56 gap-1.5 overflow-y-auto text-sm"
          >
            {transcript.length === 0 ? <p className="text-muted-foreground">{copy.intro}</p> : null}
            {transcript.map((turn) => (
              <p key={turn.id} className={cn(turn.role === "user" && "text-right")}>
                <span className="font-semibold">
                  {turn.role === "user" ? speakers.you : speakers.agent}:{" "}
                </span>
                {turn.text}
              </p>
            ))}
          </div>
          <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm font-medium">
            {agent === "thinking" ? (
              <>
                <span aria-hidden="true" className="flex gap-0.5">
                  {[0, 1, 2].map((dot) => (
                    <span
                      key={dot}
                      className="size-1.5 rounded-full bg-primary motion-safe:animate-pulse"
                      style={{ animationDelay: `${String(dot * 150)}ms` }}
                    />
                  ))}
                </span>
                {copy.thinking}
              </>
            ) : null}
          </p>
        </div>
        {ended ? (
          <div className="grid justify-items-start gap-2 rounded-xl bg-primary/10 p-3 text-sm">
            <p id={endedId}>{copy.ended.text}</p>
            <button
              ref={startAgain}
              type="button"
              // Focus comes here when the conversation ends: the button says why too.
              aria-describedby={endedId}
              onClick={() => {
                chat.end();
                setOver(false);
                setChat(newChat());
              }}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary px-3 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {copy.ended.action}
            </button>
          </div>
        ) : (
          <form
            className="grid gap-2"
            onSubmit={onSubmit}
            // The bot check's script loads when the visitor first touches the form.
            onFocusCapture={startBotCheck}
            onPointerDownCapture={startBotCheck}
          >
            {problem ? (
              <p
                id={errorId}
                role="alert"
                className="flex items-start gap-1.5 text-sm font-medium text-danger"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{failureText(copy.failures, problem, error?.retryAfterMs)}</span>
              </p>
            ) : null}
            <div className="flex min-w-0 items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {copy.inputLabel}
              </label>
              <input
                ref={input}
                id={inputId}
                type="text"
                autoComplete="off"
                enterKeyHint="send"
                maxLength={CHAT_LIMITS.message}
                placeholder={copy.placeholder}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                }}
                aria-describedby={problem ? errorId : undefined}
                size={1}
                className="h-10 w-0 min-w-0 flex-1 rounded-full border border-input bg-background px-4 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
              />
              <button
                type="submit"
                aria-label={copy.sendLabel}
                disabled={sending}
                className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
              >
                <SendHorizontal aria-hidden="true" className="size-4" />
              </button>
            </div>
            {botCheckEnabled ? (
              <div ref={botCheckContainer} data-slot="bot-check" className="empty:hidden" />
            ) : null}
          </form>
        )}
      </div>
    </section>
  );
}
