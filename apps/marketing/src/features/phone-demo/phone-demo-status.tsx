import type { DemoCallFormCopy, DemoCallStep } from "@novaline/content";
import { InquiryApiError, type DemoCallView } from "@novaline/inquiry";
import { Button, cn, Spinner } from "@novaline/ui";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Check, PhoneCall, PhoneIncoming, PhoneOff } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { PhoneDemoApi } from "./phone-demo-api";
import { failureCopyKey, fill, formatDuration, isFinal } from "./phone-demo-outcome";
import { BookDemoLink, FailureNotice } from "./failure-notice";

/** How often the page asks where the call is, until it is over. */
export const POLL_MS = 1500;

const STEPS: readonly DemoCallStep[] = ["queued", "ringing", "in-progress", "ended"];

// One client for the page's demo calls: a status is fresh for no time, and a failed read is
// retried a few times (1 s, 2 s, 4 s, 8 s) before the card says it lost track; a 404 is final.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      retry: (failures, error) =>
        !(error instanceof InquiryApiError && error.status === 404) && failures < 4,
    },
  },
});

export interface PhoneDemoStatusProps {
  copy: DemoCallFormCopy;
  call: DemoCallView & { phone: string };
  api: PhoneDemoApi;
  browserDemo: ReactNode;
  titleAs: "h2" | "h3";
  /** Back to the form, with what was typed (offered when the number could not be called). */
  onEdit: () => void;
}

/**
 * The card a "call me now" form turns into: it follows the call (polling the API while the tab
 * is visible, and at once when the visitor comes back to it from their phone) through its steps
 * to the end, then shows how long it lasted, what happens next and "Book a demo"; or why it
 * failed and what to do instead. Focus moves to it when it appears; each change is announced politely.
 */
export default function PhoneDemoStatusCard(props: PhoneDemoStatusProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StatusCard {...props} />
    </QueryClientProvider>
  );
}

function StatusCard({
  copy,
  call,
  api,
  browserDemo,
  titleAs: Title,
  onEdit,
}: PhoneDemoStatusProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [askedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: ["demo-call", call.id],
    queryFn: ({ signal }) => api.get(call.id, { signal }),
    initialData: call,
    initialDataUpdatedAt: askedAt,
    refetchInterval: (q) => (q.state.data && isFinal(q.state.data.status) ? false : POLL_MS),
  });
  const view = query.data;
  const lost = query.isError && !isFinal(view.status);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const failure = lost
    ? "lost"
    : view.status === "failed"
      ? failureCopyKey(view.failure)
      : undefined;
  const step: DemoCallStep = view.status === "failed" ? "queued" : view.status;
  const current = STEPS.indexOf(step);
  const message =
    step === "ended"
      ? copy.ended
      : failure === undefined
        ? { ...copy.live[step], text: fill(copy.live[step].text, { phone: call.phone }) }
        : undefined;

  return (
    <div data-call-status={lost ? "lost" : view.status} data-yield-floating className="grid gap-5">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={cn(
            "grid size-11 shrink-0 place-items-center rounded-full",
            failure ? "bg-warning/15 text-warning" : "bg-brand text-brand-foreground",
          )}
        >
          {failure ? (
            <PhoneOff className="size-5" />
          ) : step === "ringing" ? (
            <PhoneIncoming className="size-5" />
          ) : (
            <PhoneCall className="size-5" />
          )}
        </span>
        <div className="grid min-w-0">
          <Title
            ref={heading}
            tabIndex={-1}
            className="font-display text-xl font-bold tracking-tight outline-none"
          >
            {copy.statusTitle}
          </Title>
          <p className="truncate text-sm text-muted-foreground">{call.phone}</p>
        </div>
      </div>

      {failure ? null : (
        <ol className="grid grid-cols-4 gap-2" aria-label={copy.statusTitle}>
          {STEPS.map((name, index) => {
            const done = index < current || (step === "ended" && index === current);
            const active = index === current && step !== "ended";
            return (
              <li
                key={name}
                aria-current={index === current ? "step" : undefined}
                data-done={done || undefined}
                className="grid justify-items-center gap-2 text-center"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "grid size-7 place-items-center rounded-full border-2 text-xs",
                    done && "border-primary bg-primary text-primary-foreground",
                    active && "border-primary text-primary",
                    !done && !active && "border-border text-muted-foreground",
                  )}
                >
                  {done ? (
                    <Check className="size-4" strokeWidth={3} />
                  ) : active && name === "queued" ? (
                    <Spinner size="sm" label={null} />
                  ) : (
                    index + 1
                  )}
                </span>
                <span
                  className={cn(
                    "text-xs leading-tight",
                    index === current ? "font-semibold text-foreground" : "text-muted-foreground",
                  )}
                >
                  {copy.steps[name]}
                </span>
              </li>
            );
          })}
        </ol>
      )}

      <div role="status" aria-live="polite" aria-atomic="true" className="grid gap-4">
        {failure ? (
          <FailureNotice
            message={copy.failures[failure]}
            actions={
              <>
                {browserDemo}
                <BookDemoLink copy={copy} />
                {failure === "notReached" ? (
                  <Button variant="ghost" onClick={onEdit}>
                    {copy.editLabel}
                  </Button>
                ) : null}
              </>
            }
          />
        ) : message ? (
          <div className="grid gap-1">
            <p className="font-semibold">{message.title}</p>
            <p className="text-sm text-pretty text-muted-foreground">{message.text}</p>
          </div>
        ) : null}
        {step === "ended" ? (
          <dl className="grid gap-3 text-sm">
            {view.durationSeconds === undefined ? null : (
              <div className="flex gap-2">
                <dt className="text-muted-foreground">{copy.ended.durationLabel}</dt>
                <dd className="font-semibold tabular-nums">
                  {formatDuration(view.durationSeconds, copy.ended)}
                </dd>
              </div>
            )}
            <div className="grid gap-2 rounded-2xl border border-border bg-muted/40 p-4">
              <dt className="font-semibold">{copy.ended.nextTitle}</dt>
              <dd>
                <ul className="grid list-disc gap-1 ps-5 text-pretty">
                  {copy.ended.next.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        ) : null}
      </div>

      {step === "ended" ? (
        <div className="flex flex-wrap gap-2">
          <BookDemoLink copy={copy} variant="primary" />
          {browserDemo}
        </div>
      ) : null}
    </div>
  );
}
