import type { VoiceTextChatCopy } from "@novaline/content";
import type { FailureReason } from "@novaline/voice-core";
import { useVoiceCall } from "@novaline/voice-core/react";
import { MessageSquareText } from "lucide-react";
import type { Ref } from "react";

/** The failures that leave voice out but not the assistant: no microphone to be had. */
const NO_MICROPHONE: ReadonlySet<FailureReason> = new Set<FailureReason>([
  "mic-denied",
  "mic-blocked-by-system",
  "no-mic",
  "insecure-context",
]);

export interface TextChatOfferProps {
  copy: VoiceTextChatCopy["offer"];
  /** Opens the text conversation. */
  onChoose: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Under a call that could not start for want of a microphone (refused, blocked, missing, or a page
 * that is not secure): why, and the way to type to the same assistant instead. Nothing otherwise.
 */
export function TextChatOffer({ copy, onChoose, ref }: TextChatOfferProps) {
  const failure = useVoiceCall((call) => call.error);
  if (!failure || !NO_MICROPHONE.has(failure.reason)) return null;
  return (
    <div
      data-slot="text-chat-offer"
      className="grid justify-items-start gap-2 rounded-2xl border border-border bg-background/60 p-3 text-sm"
    >
      {/* The toast announced it; here it stays in view beside what to do instead. */}
      <p className="font-medium">{failure.message}</p>
      <p className="text-muted-foreground">{copy.text}</p>
      <button
        ref={ref}
        type="button"
        onClick={onChoose}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary px-4 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        {copy.action}
      </button>
    </div>
  );
}
