import type { DemoCallFailureKey, DemoCallFormCopy, IndustryKey } from "@novaline/content";
import {
  HONEYPOT_FIELD,
  InquiryApiError,
  type DemoCallReceipt,
  type DemoCallRequest,
} from "@novaline/inquiry";
import { Button, Checkbox, FormField, Input } from "@novaline/ui";
import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { formatPhone } from "./phone-typing";
import { HoneypotField } from "../../shared/forms/honeypot-field";
import { InlineLinks } from "../../shared/forms/inline-links";
import { NativeSelect } from "../../shared/forms/native-select";
import { showServerFieldErrors } from "../../shared/forms/server-field-errors";
import { useSendForm } from "../../shared/forms/use-send-form";
import { phoneDemoApi, type PhoneDemoApi } from "./phone-demo-api";
import { phoneDemoFormSchema, type PhoneDemoFormValues } from "./phone-demo-form-schema";
import { failureOfError } from "./phone-demo-outcome";
import { useTurnstile } from "../../shared/forms/use-turnstile";
import { BookDemoLink, FailureNotice } from "./failure-notice";
import { PhoneField } from "./phone-field";
import { DEFAULT_COUNTRY } from "./phone-countries";

// The card that follows the call (and its polling) loads once a call is asked for.
const loadStatusCard = () => import("./phone-demo-status");
const DemoCallStatus = lazy(loadStatusCard);

export interface PhoneDemoFormProps {
  copy: DemoCallFormCopy;
  /** The industries the agent can play a receptionist for, in the site's order. */
  industries: readonly { key: IndustryKey; label: string }[];
  /** The in-browser voice demo, offered wherever a phone call is not possible. */
  browserDemo: ReactNode;
  /** Prefix of the ids inside. */
  idPrefix?: string;
  /** The level of the form's title in the page's outline. */
  titleAs?: "h2" | "h3";
  /** One column (the Voice Chat panel). */
  compact?: boolean;
  /** The API (a stand-in in tests). */
  api?: PhoneDemoApi;
}

const defaultValues: PhoneDemoFormValues = {
  firstName: "",
  country: DEFAULT_COUNTRY,
  phone: "",
  industry: "",
  consent: false,
  [HONEYPOT_FIELD]: "",
};

const defaultApi = phoneDemoApi();

/** A call asked for: its receipt and the number being called, as the visitor reads it. */
interface PlacedCall extends DemoCallReceipt {
  phone: string;
}

/**
 * Why a request did not go through, as the form says it: the copy's key and, where the API's
 * own words say more (when the number may be called), those. `null`: the API turned fields
 * down, and each says so itself.
 */
type DemoCallNotice = { key: DemoCallFailureKey; detail?: string } | null;

/** The bot check did not give a token (it is still running, or failed in the browser). */
class BotCheckIncomplete extends Error {}

function noticeOf(
  error: unknown,
  form: UseFormReturn<PhoneDemoFormValues, unknown, DemoCallRequest>,
): DemoCallNotice {
  if (error instanceof BotCheckIncomplete) return { key: "botCheck" };
  if (!(error instanceof InquiryApiError)) return { key: "failed" };
  if (error.code === "invalid" && showServerFieldErrors(form, error.fields, ["country"])) {
    return null;
  }
  const key = failureOfError(error) ?? "failed";
  return key === "outsideHours" ? { key, detail: error.message } : { key };
}

/**
 * "Get a call from our AI in 30 seconds": first name, country and number, the industry to demo
 * and the consent box, validated with the shared schema. Once the API takes the request, the
 * form turns into a card that follows the call. A request that is refused or does not get
 * through keeps everything typed and says why, with what to do instead.
 */
export default function PhoneDemoForm({
  copy,
  industries,
  browserDemo,
  idPrefix = "demo-call",
  titleAs: Title = "h2",
  compact = false,
  api = defaultApi,
}: PhoneDemoFormProps) {
  const {
    enabled: botCheckEnabled,
    container: botCheckContainer,
    start: startBotCheck,
    token: botCheckToken,
    reset: resetBotCheck,
  } = useTurnstile("demo-call");
  const {
    form,
    field,
    status,
    result: call,
    onSubmit,
    reset,
  } = useSendForm({
    schema: phoneDemoFormSchema,
    defaultValues,
    failureOf: noticeOf,
    send: async (request: DemoCallRequest): Promise<PlacedCall> => {
      void loadStatusCard();
      try {
        const turnstileToken = await botCheckToken();
        if (botCheckEnabled && turnstileToken === undefined) throw new BotCheckIncomplete();
        // The page is kept with the consent record: where the visitor agreed.
        const receipt = await api.request({
          ...request,
          sourcePage: window.location.pathname,
          ...(turnstileToken === undefined ? {} : { turnstileToken }),
        });
        return { ...receipt, phone: formatPhone(request.phone) };
      } finally {
        // A token is good for one request.
        resetBotCheck();
      }
    },
  });
  const {
    control,
    formState: { errors },
  } = form;
  const submitting = status.phase === "submitting";
  const failure = status.phase === "failed" ? status.failure : null;
  const formId = `${idPrefix}-form`;
  // A refusal appears under the button, maybe below the fold (in the Voice Chat panel on a
  // phone): focus goes to it, which brings it into view.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status.phase === "failed" && status.failure) notice.current?.focus();
  }, [status]);

  if (status.phase === "sent" && call) {
    return (
      <Suspense fallback={<div className="h-72 animate-pulse rounded-3xl bg-muted/60" />}>
        <DemoCallStatus
          copy={copy}
          call={call}
          api={api}
          browserDemo={browserDemo}
          titleAs={Title}
          onEdit={reset}
        />
      </Suspense>
    );
  }

  return (
    <form
      id={formId}
      method="post"
      noValidate
      aria-labelledby={`${formId}-title`}
      data-state={submitting ? "submitting" : failure ? "failed" : "idle"}
      className="grid gap-5"
      onSubmit={(event) => void onSubmit(event)}
      // The bot check's script loads when the visitor first touches the form.
      onFocusCapture={startBotCheck}
      onPointerDownCapture={startBotCheck}
    >
      <Title id={`${formId}-title`} className="font-display text-xl font-bold tracking-tight">
        {copy.title}
      </Title>
      <div className={compact ? "grid gap-5" : "grid items-start gap-5 sm:grid-cols-2"}>
        <FormField
          id={`${idPrefix}-first-name`}
          label={copy.fields.firstName.label}
          error={errors.firstName?.message}
          required
        >
          <Input
            autoComplete="given-name"
            placeholder={copy.fields.firstName.placeholder}
            {...field("firstName")}
          />
        </FormField>
        <FormField
          id={`${idPrefix}-industry`}
          label={copy.fields.industry.label}
          error={errors.industry?.message}
          required
        >
          <NativeSelect {...field("industry")}>
            <option value="" disabled>
              {copy.fields.industry.placeholder}
            </option>
            {industries.map((industry) => (
              <option key={industry.key} value={industry.key}>
                {industry.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <PhoneField
        idPrefix={idPrefix}
        control={control}
        copy={copy.fields}
        groups={copy.countryGroups}
        stacked={compact}
      />
      <Controller
        control={control}
        name="consent"
        render={({ field: consent, fieldState }) => (
          <FormField
            id={`${idPrefix}-consent`}
            layout="inline"
            label={
              <span className="text-sm font-normal text-pretty text-muted-foreground">
                <InlineLinks text={copy.consent} />
              </span>
            }
            error={fieldState.error?.message}
            required
          >
            <Checkbox
              ref={consent.ref}
              name={consent.name}
              checked={consent.value}
              onCheckedChange={(checked) => {
                consent.onChange(checked === true);
              }}
              onBlur={consent.onBlur}
            />
          </FormField>
        )}
      />
      <HoneypotField
        id={`${idPrefix}-website`}
        label={copy.honeypotLabel}
        registration={form.register(HONEYPOT_FIELD)}
      />
      <div className="grid gap-4">
        {botCheckEnabled ? (
          <div ref={botCheckContainer} data-slot="bot-check" className="min-h-[65px]" />
        ) : null}
        <Button
          type="submit"
          size="lg"
          loading={submitting}
          className={compact ? "w-full" : "w-full sm:w-fit"}
        >
          {submitting ? copy.submittingLabel : copy.submitLabel}
        </Button>
        <div role="status" aria-live="polite">
          {failure ? (
            <FailureNotice
              ref={notice}
              message={
                failure.detail === undefined
                  ? copy.failures[failure.key]
                  : { title: copy.failures[failure.key].title, text: failure.detail }
              }
              actions={
                failure.key === "network" ? null : (
                  <>
                    {browserDemo}
                    <BookDemoLink copy={copy} />
                  </>
                )
              }
            />
          ) : submitting ? (
            <p className="sr-only">{copy.submittingLabel}</p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
