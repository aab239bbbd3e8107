import { adminCopy, fillIn } from "@novaline/content";
import { demoCallOutcomeOf, type DemoCallRecord } from "@novaline/inquiry";
import { Badge } from "@novaline/ui";
import { CallOutcome } from "./call-outcome.js";
import { CallRecording } from "./call-recording.js";
import { endedReasonWords } from "./call-words.js";
import { DetailField } from "./detail-field.js";
import { industryName } from "./industry-name.js";

const copy = adminCopy.inquiries.detail.call;

const durationOf = (seconds: number) =>
  fillIn(copy.durationValue, { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });

/** The transcript when Vapi's report had no timed lines: the text as it came. */
function PlainTranscript({ transcript }: { transcript: string }) {
  return (
    // A long transcript scrolls in its box; focusable so keyboards can scroll it too.
    <pre
      role="region"
      aria-label={copy.transcript}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-lg border border-border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap"
    >
      {transcript}
    </pre>
  );
}

/**
 * A "call me now" request's call: how it turned out and why it ended in plain words, its
 * recording beside the transcript (the spoken line highlighted), who spoke how long, Vapi's
 * summary and the consent it was made on. A call nobody answered says what happened instead of
 * waiting for a transcript that will never come.
 */
export function DemoCallDetails({ inquiryId, call }: { inquiryId: string; call: DemoCallRecord }) {
  const outcome = demoCallOutcomeOf(call.status, call.endedReason);
  const lines = call.transcriptLines ?? [];
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
        <DetailField label={copy.outcome}>
          <CallOutcome call={call} />
        </DetailField>
        <DetailField label={copy.industry}>{industryName(call.industry)}</DetailField>
        <DetailField label={copy.duration}>
          {call.durationSeconds === null || outcome !== "connected"
            ? null
            : durationOf(call.durationSeconds)}
        </DetailField>
        <DetailField label={copy.endedReason}>
          {call.endedReason === null ? null : endedReasonWords(call.endedReason)}
        </DetailField>
        <DetailField label={copy.summary} wide>
          {call.summary === null || call.summary.trim() === "" ? null : call.summary}
        </DetailField>
        <DetailField label={copy.consent}>{call.consentVersion}</DetailField>
      </dl>
      <div className="grid gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {call.hasRecording ? `${copy.recording} · ${copy.transcript}` : copy.transcript}
        </h4>
        {outcome !== undefined && outcome !== "connected" ? (
          <p className="text-sm text-muted-foreground">{copy.notConnected[outcome]}</p>
        ) : lines.length > 0 || call.hasRecording ? (
          <CallRecording
            key={inquiryId}
            inquiryId={inquiryId}
            lines={lines}
            hasRecording={call.hasRecording}
          />
        ) : call.transcript ? (
          <PlainTranscript transcript={call.transcript} />
        ) : (
          <p className="text-sm text-muted-foreground">{copy.noTranscript}</p>
        )}
        {lines.length === 0 && call.hasRecording && call.transcript ? (
          <PlainTranscript transcript={call.transcript} />
        ) : null}
      </div>
    </section>
  );
}
