import { buttonVariants, cn, Spinner, type ButtonProps } from "@novaline/ui";
import type { ComponentProps } from "react";
import { Mic, PhoneOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { notify } from "../shell/notify";
import type { VoiceWidgetCopy } from "@novaline/content";
import { voiceOptions } from "./voice-config";
import { loadVoiceSession, useVoiceSession, useVoiceSnapshot } from "./voice-store";

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
  const session = useVoiceSession();
  const voice = session?.client ?? null;
  const { state } = useVoiceSnapshot(voice);
  const [preparing, setPreparing] = useState(false);
  const navigate = useNavigate();
  const buttonState = preparing ? "busy" : (session?.getButtonState(state) ?? "idle");

  function prepare() {
    const options = voiceOptions();
    if (options) void loadVoiceSession(options).then(({ client }) => client.preload());
  }

  async function toggle() {
    const options = voiceOptions();
    if (!options) {
      const { title, description, phoneAction, bookAction } = labels.notConfigured;
      // The ways to hear the AI that need no browser call: a call to the phone, a booked demo.
      notify("message", title, {
        description,
        duration: Infinity,
        cancel: { label: bookAction.label, onClick: () => void navigate(bookAction.href) },
        action: { label: phoneAction.label, onClick: () => void navigate(phoneAction.href) },
      });
      return;
    }
    if (voice) {
      await voice.toggle();
      return;
    }
    setPreparing(true);
    const { client } = await loadVoiceSession(options);
    setPreparing(false);
    await client.toggle();
  }

  return { buttonState, state, prepare, toggle } as const;
}

/** Ends the page's call when the component that calls it leaves the page (the hero does). */
export function useEndCallOnLeave() {
  const session = useVoiceSession();
  useEffect(() => {
    if (!session) return;
    return () => {
      const { client, getButtonState } = session;
      if (getButtonState(client.getSnapshot().state) !== "idle") void client.stop();
    };
  }, [session]);
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
