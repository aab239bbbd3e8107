import { timings, type ChatChannelKey, type ChatDemoContent } from "@novaline/content";
import { Button, cn, Input } from "@novaline/ui";
import { Send } from "lucide-react";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { chatSimulationReply } from "./chat-simulation-reply";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";
import { ChatLine } from "../../shared/sections/chat-line";

export interface ChatSimulationProps {
  id: string;
  demo: ChatDemoContent;
}

interface Message {
  id: number;
  from: "ai" | "user";
  text: string;
}

/**
 * "See AI Chatbot in Action": a chat simulated in the browser (spec "Chat demo"). A quick reply
 * or a typed message is added at once; the assistant answers 0.8 s later. Channels change only
 * the colours, never the conversation.
 */
export default function ChatSimulation({ id, demo }: ChatSimulationProps) {
  const [channel, setChannel] = useState<ChatChannelKey>(demo.defaultChannel);
  const [messages, setMessages] = useState<readonly Message[]>([
    { id: 0, from: "ai", text: demo.greeting },
  ]);
  const [pending, setPending] = useState(0);
  const [draft, setDraft] = useState("");
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const log = useRef<HTMLDivElement>(null);
  const accent = demo.channels.find((item) => item.key === channel)?.accent;

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const timer of pendingTimers) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages, pending]);

  function send(text: string) {
    const message = text.trim();
    if (!message) return;
    const reply = chatSimulationReply(message, demo.quickReplies, demo.fallbackReply);
    setMessages((list) => [...list, { id: nextId.current++, from: "user", text: message }]);
    setPending((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setPending((count) => count - 1);
      setMessages((list) => [...list, { id: nextId.current++, from: "ai", text: reply }]);
    }, timings.chatDemoReplyMs);
    timers.current.add(timer);
  }

  return (
    <Section id={id} intro={demo}>
      <div
        data-channel={channel}
        style={{ "--accent": accent } as CSSProperties}
        data-yield-floating
        className="mx-auto grid w-full max-w-3xl overflow-hidden rounded-[2rem] border border-t-4 border-border border-t-(--accent) bg-card shadow-elevated"
      >
        <div
          role="group"
          aria-label={demo.channelsLabel}
          className="flex flex-wrap gap-2 border-b border-border p-4"
        >
          {demo.channels.map((item) => (
            <button
              key={item.key}
              type="button"
              aria-pressed={item.key === channel}
              style={{ "--chip": item.accent } as CSSProperties}
              onClick={() => {
                setChannel(item.key);
              }}
              className={cn(
                "inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                item.key === channel
                  ? "border-(--chip) bg-(--chip)/15"
                  : "border-border text-muted-foreground hover:text-foreground",
              )}
            >
              <span
                aria-hidden="true"
                className="grid size-5 place-items-center rounded-full bg-(--chip) text-white"
              >
                <Icon name={item.icon} className="size-3" />
              </span>
              {item.label}
            </button>
          ))}
        </div>
        <div
          ref={log}
          role="log"
          aria-label={demo.transcriptLabel}
          className="grid h-96 content-start gap-3 overflow-y-auto p-4 sm:p-6"
        >
          {messages.map((message) => (
            <ChatLine
              key={message.id}
              from={message.from}
              speaker={message.from === "ai" ? demo.speakers.ai : demo.speakers.user}
              text={message.text}
              accent={accent}
            />
          ))}
          {pending > 0 ? (
            <p className="text-sm text-muted-foreground motion-safe:animate-pulse">
              {demo.typingLabel}
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 border-t border-border p-4">
          <div role="group" aria-label={demo.quickRepliesLabel} className="flex flex-wrap gap-2">
            {demo.quickReplies.map((reply) => (
              <Button
                key={reply.id}
                size="sm"
                variant="outline"
                onClick={() => {
                  send(reply.message);
                }}
              >
                {reply.label}
              </Button>
            ))}
          </div>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              send(draft);
              setDraft("");
            }}
          >
            <label htmlFor={`${id}-input`} className="sr-only">
              {demo.inputLabel}
            </label>
            <Input
              id={`${id}-input`}
              value={draft}
              placeholder={demo.inputPlaceholder}
              autoComplete="off"
              onChange={(event) => {
                setDraft(event.target.value);
              }}
              className="flex-1"
            />
            <Button type="submit" size="icon" aria-label={demo.sendLabel}>
              <Send aria-hidden="true" />
            </Button>
          </form>
          <p className="text-xs text-muted-foreground">{demo.disclosure}</p>
        </div>
      </div>
    </Section>
  );
}
