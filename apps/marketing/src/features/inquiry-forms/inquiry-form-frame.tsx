import type { InquiryFormCopy } from "@novaline/content";
import { Button, cn } from "@novaline/ui";
import { CircleCheck, Mail, TriangleAlert } from "lucide-react";
import {
  useEffect,
  useEffectEvent,
  useRef,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { HoneypotField } from "../../shared/forms/honeypot-field";
import { InlineLinks } from "../../shared/forms/inline-links";
import { notify } from "../../shell/notify";
import { isFailure, type InquiryFormFailure, type InquiryFormStatus } from "./inquiry-form-status";

/** What the form says after each kind of failed send. */
const failureMessage = (copy: InquiryFormCopy, failure: InquiryFormFailure) =>
  ({
    failed: copy.errorMessage,
    invalid: copy.invalidMessage,
    rateLimited: copy.rateLimitedMessage,
    botCheck: copy.botCheckMessage,
  })[failure];

export interface InquiryFormFrameProps {
  /** Prefix of the ids inside (title, fields). */
  id: string;
  copy: InquiryFormCopy;
  status: InquiryFormStatus;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  onSendAnother: () => void;
  /** The e-mail link offered when sending fails, with what the visitor typed (read on click). */
  mailto: () => string;
  /** The honeypot field's registration. */
  honeypot: UseFormRegisterReturn;
  /** The level of the form's title in the page's outline. */
  titleAs?: "h2" | "h3";
  /** Whether the form has a bot check (Turnstile), as `useInquiryForm` says. */
  botCheckEnabled?: boolean;
  /** Where the bot check's widget renders. */
  botCheckContainer?: RefObject<HTMLDivElement | null>;
  /** Loads the bot check's widget: on the visitor's first touch of the form. */
  onFirstTouch?: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * Everything an inquiry form has around its fields: title, honeypot, consent, the submit button,
 * a polite status region with the outcome (sending, or why it was not sent, with an e-mail link
 * holding what the visitor typed), the thank-you panel after a successful send, and a toast when
 * a send failed.
 */
export function InquiryFormFrame({
  id,
  copy,
  status,
  onSubmit,
  onSendAnother,
  mailto,
  honeypot,
  titleAs: Title = "h2",
  botCheckEnabled = false,
  botCheckContainer,
  onFirstTouch,
  children,
}: InquiryFormFrameProps) {
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const toastOutcome = useEffectEvent((outcome: InquiryFormStatus) => {
    // A send that worked needs no toast: the thank-you panel takes the form's place and focus.
    if (isFailure(outcome)) notify("error", failureMessage(copy, outcome));
  });
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (status === "sent") sentHeading.current?.focus();
    toastOutcome(status);
    if (status === "idle") {
      document.getElementById(id)?.querySelector<HTMLElement>("input, select, textarea")?.focus();
    }
  }, [status, id]);

  if (status === "sent") {
    return (
      <div
        data-state="sent"
        className="grid justify-items-center gap-4 py-10 text-center"
        role="status"
      >
        <CircleCheck aria-hidden="true" className="size-12 text-success" />
        <Title
          ref={sentHeading}
          tabIndex={-1}
          className="font-display text-2xl font-bold tracking-tight outline-none"
        >
          {copy.successTitle}
        </Title>
        <p className="max-w-md text-pretty text-muted-foreground">{copy.successMessage}</p>
        <Button variant="outline" onClick={onSendAnother}>
          {copy.sendAnotherLabel}
        </Button>
      </div>
    );
  }

  const submitting = status === "submitting";
  const failure = isFailure(status) ? status : undefined;
  return (
    <form
      id={id}
      method="post"
      noValidate
      aria-labelledby={`${id}-title`}
      data-state={status}
      className="grid gap-6"
      onSubmit={(event) => void onSubmit(event)}
      // The bot check's script loads when the visitor first touches the form.
      onFocusCapture={onFirstTouch}
      onPointerDownCapture={onFirstTouch}
    >
      <div className="grid gap-1">
        <Title id={`${id}-title`} className="font-display text-2xl font-bold tracking-tight">
          {copy.title}
        </Title>
        {copy.description ? (
          <p className="text-sm text-muted-foreground">{copy.description}</p>
        ) : null}
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">{children}</div>
      <HoneypotField id={`${id}-website`} label={copy.honeypotLabel} registration={honeypot} />
      <p className="text-xs text-pretty text-muted-foreground">
        <InlineLinks text={copy.consent} />
      </p>
      <div className="grid gap-4">
        {botCheckEnabled ? (
          <div ref={botCheckContainer} data-slot="bot-check" className="min-h-[65px]" />
        ) : null}
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-fit">
          {submitting ? copy.submittingLabel : copy.submitLabel}
        </Button>
        <div role="status" aria-live="polite">
          {failure ? (
            <div
              data-slot="send-outcome"
              className={cn(
                "grid gap-3 rounded-2xl border p-4 text-sm sm:grid-cols-[auto_1fr]",
                "border-warning/50 bg-warning/10",
              )}
            >
              <TriangleAlert aria-hidden="true" className="size-5 text-warning" />
              <div className="grid gap-2">
                <p className="text-pretty text-foreground">{failureMessage(copy, failure)}</p>
                <a
                  href={mailto()}
                  onClick={(event) => {
                    event.currentTarget.href = mailto();
                  }}
                  className="inline-flex w-fit items-center gap-2 font-semibold text-primary underline underline-offset-2"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {copy.emailFallbackLabel}
                </a>
              </div>
            </div>
          ) : submitting ? (
            <p className="sr-only">{copy.submittingLabel}</p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
