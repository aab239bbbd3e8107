import { adminCopy } from "@novaline/content";
import type { DemoCallRecord } from "@novaline/inquiry";
import { Badge } from "@novaline/ui";
import { DetailField } from "./detail-field.js";
import { industryName } from "./industry-name.js";

const copy = adminCopy.inquiries.detail.call;

const durationOf = (seconds: number) =>
  copy.durationValue
    .replace("{minutes}", String(Math.floor(seconds / 60)))
    .replace("{seconds}", String(seconds % 60));

/** A "call me now" request's call: where it is, Vapi's report and the consent it was made on. */
export function DemoCallDetails({ call }: { call: DemoCallRecord }) {
  const failed = call.status === "failed";
  return (
    <section aria-labelledby="inquiry-detail-call" className="grid gap-3">
      <h3 id="inquiry-detail-call" className="flex items-center gap-2 text-sm font-semibold">
        {copy.heading}
        <Badge variant={failed ? "danger" : call.status === "ended" ? "success" : "secondary"}>
          {copy.statuses[call.status]}
        </Badge>
      </h3>
      <dl className="grid gap-4 sm:grid-cols-2">
        <DetailField label={copy.industry}>{industryName(call.industry)}</DetailField>
        <DetailField label={copy.duration}>
          {call.durationSeconds === null ? null : durationOf(call.durationSeconds)}
        </DetailField>
        <DetailField label={copy.endedReason}>{call.endedReason}</DetailField>
        <DetailField label={copy.recording}>
          {call.recordingUrl ? (
            <a
              className="text-primary underline underline-offset-2"
              href={call.recordingUrl}
              target="_blank"
              rel="noreferrer"
            >
              {copy.recording}
            </a>
          ) : null}
        </DetailField>
        <DetailField label={copy.summary} wide>
          {call.summary}
        </DetailField>
        <DetailField label={copy.consent}>{call.consentVersion}</DetailField>
        <DetailField label={copy.ipHash}>
          <code className="text-xs break-all">{call.ipHash}</code>
        </DetailField>
      </dl>
      <div className="grid gap-1">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {copy.transcript}
        </h4>
        {call.transcript ? (
          // A long transcript scrolls in its box; focusable so keyboards can scroll it too.
          <pre
            role="region"
            aria-label={copy.transcript}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
            tabIndex={0}
            className="max-h-64 overflow-auto rounded-lg border border-border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap"
          >
            {call.transcript}
          </pre>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.noTranscript}</p>
        )}
      </div>
    </section>
  );
}
