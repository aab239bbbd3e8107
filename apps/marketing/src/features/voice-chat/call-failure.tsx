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

export interface CallFailureProps {
  /** What the panel offers instead of a call without a microphone. */
  offer: VoiceTextChatCopy["offer"];
  /** Opens the text conversation. */
  onChooseText: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Why the last call failed, for people, in the panel's flow (announced as it appears, covering
 * nothing), until the next call starts; under a call that could not start for want of a
 * microphone (refused, blocked, missing, or a page that is not secure), the way to type to the
 * same assistant instead. Nothing when no call failed.
 */
export function CallFailure({ offer, onChooseText, ref }: CallFailureProps) {
  const failure = useVoiceCall((call) => call.error);
  if (!failure) return null;
  const noMicrophone = NO_MICROPHONE.has(failure.reason);
  return (
    <div
      data-slot="call-failure"
      className="grid justify-items-start gap-2 rounded-2xl border border-border bg-background/60 p-3 text-sm"
    >
      <p role="alert" className="font-medium">
        {failure.message}
      </p>
      {noMicrophone ? (
        <>
          <p className="text-muted-foreground">{offer.text}</p>
          <button
            ref={ref}
            type="button"
            onClick={onChooseText}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-primary px-4 font-semibold text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <MessageSquareText aria-hidden="true" className="size-4" />
            {offer.action}
          </button>
        </>
      ) : null}
    </div>
  );
}
