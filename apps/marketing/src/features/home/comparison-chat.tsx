import { timings, type HomeContent } from "@novaline/content";
import { cn, useInView } from "@novaline/ui";
import { Bot, Building2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Section } from "../../shared/sections/section";

/** Four objections to a traditional answering service, answered one by one like a chat. */
export default function ComparisonChat({
  intro,
  traditionalLabel,
  novalineLabel,
  messages,
  showAllLabel,
}: HomeContent["comparisonChat"]) {
  const chat = useRef<HTMLOListElement>(null);
  const inView = useInView(chat, { once: true, threshold: 0.3 });
  const [shown, setShown] = useState(0);
  const done = shown >= messages.length;

  useEffect(() => {
    if (!inView || done) return;
    const timer = setTimeout(
      () => {
        setShown((count) => count + 1);
      },
      shown === 0 ? 0 : timings.comparisonRevealMs,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [inView, shown, done]);

  return (
    <Section intro={intro} band>
      <div className="mx-auto grid w-full max-w-3xl gap-4 rounded-3xl border border-border bg-card p-4 shadow-elevated sm:p-8">
        <ol
          ref={chat}
          aria-live="polite"
          className="grid min-h-[28rem] content-start gap-4 sm:min-h-[24rem]"
        >
          {messages.map((message, index) => {
            const ours = message.from === "novaline";
            return (
              <li
                key={message.text}
                // Not yet revealed: in the HTML for crawlers and no-script visitors, hidden when
                // scripts run (app.css).
                data-pending={index >= shown || undefined}
                className={cn(
                  "flex max-w-[85%] animate-[fade-in_400ms_ease-out] items-end gap-2 motion-reduce:animate-none",
                  ours ? "flex-row-reverse justify-self-end" : "justify-self-start",
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-8 shrink-0 place-items-center rounded-full",
                    ours ? "bg-brand text-brand-foreground" : "bg-muted text-muted-foreground",
                  )}
                >
                  {ours ? <Bot className="size-4" /> : <Building2 className="size-4" />}
                </span>
                <p
                  className={cn(
                    "grid gap-0.5 rounded-2xl px-4 py-3 text-sm sm:text-base",
                    ours
                      ? "rounded-br-sm bg-primary text-primary-foreground"
                      : "rounded-bl-sm bg-muted",
                  )}
                >
                  {/* Full strength on our bubble: faded, it misses 4.5:1 on dark mode's primary. */}
                  <span className={cn("text-xs font-semibold", !ours && "opacity-80")}>
                    {ours ? novalineLabel : traditionalLabel}
                  </span>
                  {message.text}
                </p>
              </li>
            );
          })}
        </ol>
        {done ? null : (
          <button
            type="button"
            onClick={() => {
              setShown(messages.length);
            }}
            className="hidden justify-self-center rounded-full px-4 py-2 text-sm font-semibold text-primary hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [.js_&]:inline-flex"
          >
            {showAllLabel}
          </button>
        )}
      </div>
    </Section>
  );
}
