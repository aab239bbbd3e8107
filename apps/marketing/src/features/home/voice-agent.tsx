import type { HomeContent } from "@novaline/content";
import { cn } from "@novaline/ui";
import { AudioLines } from "lucide-react";
import { ArrowLink } from "./arrow-link";
import { Icon } from "../../shared/icons";
import { CallButton, type CallLabels } from "../voice-chat/call-button";
import { useVoiceCall } from "@novaline/voice-core/react";
import { Section } from "../../shared/sections/section";

export interface VoiceAgentProps extends Omit<HomeContent["voiceAgent"], "callCta"> {
  id: string;
  callLabels: CallLabels;
}

/** Talk to the live agent from the page: the same call as the hero and the floating widget. */
export default function VoiceAgent({ id, intro, points, link, callLabels }: VoiceAgentProps) {
  const speaking = useVoiceCall((call) => call.agent === "speaking" || call.isSpeaking);
  return (
    <Section id={id} intro={intro} align="left">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <ul className="grid gap-4">
          {points.map((point) => (
            <li
              key={point.title}
              className="flex gap-4 rounded-2xl border border-border bg-card p-4"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-primary/10 text-primary">
                <Icon name={point.icon} className="size-5" />
              </span>
              <div className="grid gap-0.5">
                <h3 className="font-semibold">{point.title}</h3>
                <p className="text-sm text-muted-foreground">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="grid justify-items-center gap-6 rounded-3xl border border-primary/25 bg-card bg-aurora p-8 shadow-elevated">
          <span
            aria-hidden="true"
            data-speaking={speaking || undefined}
            className={cn(
              "grid size-32 place-items-center rounded-full bg-brand text-brand-foreground shadow-glow transition-transform duration-(--duration-normal)",
              speaking && "motion-safe:scale-110",
            )}
          >
            <AudioLines className="size-14" />
          </span>
          <CallButton labels={callLabels} size="lg" />
          <ArrowLink to={link.href}>{link.label}</ArrowLink>
        </div>
      </div>
    </Section>
  );
}
