import type { VoiceWidgetCopy } from "@novaline/content";
import { Phone } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";

export interface VoiceUnavailableProps {
  copy: VoiceWidgetCopy["notConfigured"];
  /** The way to the panel's "call me now" form (the call view's, when it can take calls). */
  phoneLabel: string;
  /** Shows the panel's "call me now" form. */
  onPhone: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * In place of the browser call, on a copy of the site that cannot take one (no voice keys): that
 * it is not available, and the other ways to hear the AI (a call to the phone, in this panel, or
 * a booked demo). Part of the panel's flow: it covers nothing.
 */
export function VoiceUnavailable({ copy, phoneLabel, onPhone, ref }: VoiceUnavailableProps) {
  return (
    <section
      data-slot="voice-unavailable"
      aria-label={copy.title}
      className="grid justify-items-start gap-2 rounded-2xl border border-border bg-background/60 p-3 text-sm"
    >
      <p className="font-semibold">{copy.title}</p>
      <p className="text-muted-foreground">{copy.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          ref={ref}
          type="button"
          onClick={onPhone}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary px-4 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Phone aria-hidden="true" className="size-4" />
          {phoneLabel}
        </button>
        <Link
          to={copy.bookAction.href}
          className="rounded-md font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {copy.bookAction.label}
        </Link>
      </div>
    </section>
  );
}
