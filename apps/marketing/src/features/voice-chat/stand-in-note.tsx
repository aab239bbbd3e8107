import type { VoiceStandInNote } from "@novaline/content";
import { FlaskConical } from "lucide-react";

/**
 * Development only (`pnpm start`): the browser call goes to the local Vapi stand-in's scripted
 * agent, not to the real AI, and what that agent can and cannot do. A build never renders it.
 */
export function StandInNote({ copy }: { copy: VoiceStandInNote }) {
  return (
    <div
      data-slot="stand-in-note"
      className="flex items-start gap-2 rounded-2xl border border-dashed border-border p-3 text-xs text-muted-foreground"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold text-foreground">{copy.title}: </span>
        {copy.text}
      </p>
    </div>
  );
}
