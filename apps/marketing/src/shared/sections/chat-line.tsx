import { cn } from "@novaline/ui";
import { Bot, User } from "lucide-react";
import type { CSSProperties } from "react";

export interface ChatLineProps {
  from: "ai" | "user";
  /** Read before the text by screen readers ("Assistant: …"). */
  speaker: string;
  text: string;
  /** Colour of the visitor's bubbles (a chat channel's brand colour). */
  accent?: string;
}

/** One line of a demo conversation: the assistant on the left, the visitor on the right. */
export function ChatLine({ from, speaker, text, accent }: ChatLineProps) {
  const ai = from === "ai";
  return (
    <p
      data-from={from}
      style={accent ? ({ "--bubble": accent } as CSSProperties) : undefined}
      className={cn(
        "flex max-w-[90%] animate-[fade-in_300ms_ease-out] items-end gap-2 motion-reduce:animate-none",
        ai ? "justify-self-start" : "flex-row-reverse justify-self-end",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "grid size-8 shrink-0 place-items-center rounded-full",
          ai ? "bg-brand text-brand-foreground" : "bg-muted text-muted-foreground",
        )}
      >
        {ai ? <Bot className="size-4" /> : <User className="size-4" />}
      </span>
      <span
        className={cn(
          "rounded-2xl px-4 py-3 text-sm sm:text-base",
          ai
            ? "rounded-bl-sm bg-muted"
            : accent
              ? "rounded-br-sm border border-(--bubble) bg-(--bubble)/15 text-foreground"
              : "rounded-br-sm bg-primary text-primary-foreground",
        )}
      >
        <span className="sr-only">{speaker}: </span>
        {text}
      </span>
    </p>
  );
}
