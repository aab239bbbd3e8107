import { buttonVariants, cn, Spinner, type ButtonProps } from "@novaline/ui";
import type { ComponentProps } from "react";
import { Mic, PhoneOff } from "lucide-react";
import { useNavigate } from "react-router";
import { notify } from "../../shell/notify";
import type { VoiceWidgetCopy } from "@novaline/content";
import { voiceOptions } from "./voice-config";
import { useVoiceCall } from "@novaline/voice-core/react";

export interface CallLabels {
  /** Idle: starts a call. */
  start: string;
  /** During a call: ends it (a red button). */
  end: string;
  /** While connecting or hanging up. */
  busy: string;
  /** Shown when this copy of the site cannot take browser calls: what to do instead. */
  notConfigured: VoiceWidgetCopy["notConfigured"];
}

/**
 * The page's one call, as a button state (idle, busy, active) and the actions on it. Loads the
 * voice code on intent (hover, focus) and starts or ends the call on click.
 */
export function useCallButton(labels: Pick<CallLabels, "notConfigured">) {
  const { buttonState, preload, toggle } = useVoiceCall();
  const navigate = useNavigate();

  function prepare() {
    if (voiceOptions()) void preload();
  }

  async function onToggle() {
    if (voiceOptions()) {
      await toggle();
      return;
    }
    const { title, description, phoneAction, bookAction } = labels.notConfigured;
    // The ways to hear the AI that need no browser call: a call to the phone, a booked demo.
    notify("message", title, {
      description,
      duration: Infinity,
      cancel: { label: bookAction.label, onClick: () => void navigate(bookAction.href) },
      action: { label: phoneAction.label, onClick: () => void navigate(phoneAction.href) },
    });
  }

  return { buttonState, prepare, toggle: onToggle } as const;
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
  const { buttonState, prepare, toggle } = useCallButton(labels);
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
