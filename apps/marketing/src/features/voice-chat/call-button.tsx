import { buttonVariants, cn, Spinner, type ButtonProps } from "@novaline/ui";
import type { ComponentProps } from "react";
import { Mic, PhoneOff } from "lucide-react";
import { useVoiceCall } from "@novaline/voice-core/react";
import { industryOverrides } from "./demo-industry";
import { requestPanel } from "./panel-request";
import { voiceOptions } from "./voice-config";

export interface CallLabels {
  /** Idle: starts a call. */
  start: string;
  /** During a call: ends it (a red button). */
  end: string;
  /** While connecting or hanging up. */
  busy: string;
}

/**
 * The page's one call, as a button state (idle, busy, active) and the actions on it. Loads the
 * voice code on intent (hover, focus) and starts or ends the call on click. A call starts with
 * the industry the visitor chose for the demo agent (the panel's picker). Where this copy of the
 * site cannot take browser calls, a click opens the Voice Chat panel, which says so and offers
 * the other ways to hear the AI.
 */
export function useCallButton() {
  const { buttonState, preload, start, stop } = useVoiceCall();

  function prepare() {
    if (voiceOptions()) void preload();
  }

  async function toggle() {
    if (!voiceOptions()) requestPanel();
    else if (buttonState === "idle") {
      const assistantOverrides = industryOverrides();
      await start(assistantOverrides ? { assistantOverrides } : undefined);
    } else await stop();
  }

  return { buttonState, prepare, toggle } as const;
}

export interface CallButtonProps
  extends
    Omit<ComponentProps<"button">, "onClick" | "children">,
    Pick<ButtonProps, "variant" | "size"> {
  labels: CallLabels;
}

/** "Talk to the AI": red "End Call" during a call, a spinner while busy. */
export function CallButton({
  labels,
  variant = "primary",
  size,
  className,
  ...props
}: CallButtonProps) {
  const { buttonState, prepare, toggle } = useCallButton();
  const active = buttonState === "active";
  const busy = buttonState === "busy";
  // A plain button with Button's classes keeps Radix Slot out of the hero's first load.
  return (
    <button
      {...props}
      type="button"
      data-call={buttonState}
      data-variant={active ? "danger" : variant}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={cn(buttonVariants({ variant: active ? "danger" : variant, size }), className)}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        if (!busy) void toggle();
      }}
    >
      {busy ? (
        <Spinner size="sm" label={null} />
      ) : active ? (
        <PhoneOff aria-hidden="true" />
      ) : (
        <Mic aria-hidden="true" />
      )}
      {busy ? labels.busy : active ? labels.end : labels.start}
    </button>
  );
}
