import type { ConversationLine, SectionIntro } from "@novaline/content";
import { cn } from "@novaline/ui";
import { ChatLine } from "../../shared/sections/chat-line";
import { Section } from "../../shared/sections/section";

export interface AnnotatedConversationProps {
  intro: SectionIntro;
  /** Heading of the annotations' column ("Behind the scenes"). */
  notesLabel: string;
  lines: readonly ConversationLine[];
  speakers: { ai: string; user: string };
}

/**
 * A sample conversation as a timeline: each line at its moment, and beside it (below it on
 * phones) what the agent is doing behind the scenes at that point.
 */
export default function AnnotatedConversation({
  intro,
  notesLabel,
  lines,
  speakers,
}: AnnotatedConversationProps) {
  return (
    <Section intro={intro}>
      <div className="mx-auto grid w-full max-w-5xl gap-4">
        <div
          aria-hidden="true"
          className="hidden grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] gap-6 text-xs font-semibold tracking-wider text-muted-foreground uppercase lg:grid"
        >
          <span />
          <span />
          <span>{notesLabel}</span>
        </div>
        <ol className="relative grid gap-5 before:absolute before:top-2 before:bottom-2 before:left-[1.05rem] before:w-px before:bg-border lg:before:left-[2.2rem]">
          {lines.map((line, index) => (
            <li
              key={index}
              className="relative grid grid-cols-[2.25rem_minmax(0,1fr)] gap-x-3 gap-y-3 lg:grid-cols-[4.5rem_minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-6"
            >
              <span className="relative z-10 row-span-2 grid justify-items-center self-start lg:row-span-1">
                <span
                  className={cn(
                    "mt-2 size-3 rounded-full ring-4 ring-background",
                    line.note ? "bg-primary" : "bg-muted-foreground/50",
                  )}
                  aria-hidden="true"
                />
                {line.at ? (
                  <time className="mt-1 hidden text-xs font-semibold text-muted-foreground tabular-nums lg:block">
                    {line.at}
                  </time>
                ) : null}
              </span>
              <div className="grid content-start gap-1">
                {line.at ? (
                  <time className="text-xs font-semibold text-muted-foreground tabular-nums lg:hidden">
                    {line.at}
                  </time>
                ) : null}
                <ChatLine
                  from={line.from}
                  speaker={line.from === "ai" ? speakers.ai : speakers.user}
                  text={line.text}
                />
              </div>
              {line.note ? (
                <aside
                  aria-label={`${notesLabel}: ${line.note.title}`}
                  className="col-start-2 grid content-start gap-1 rounded-2xl border border-primary/30 bg-primary/5 p-4 lg:col-start-3"
                >
                  <h3 className="text-sm font-bold text-primary">{line.note.title}</h3>
                  <p className="text-sm text-muted-foreground">{line.note.text}</p>
                </aside>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
