import { adminCopy } from "@novaline/content";
import type { DemoCallRecord, TranscriptLine } from "@novaline/inquiry";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeInquiryApi } from "../testing/fake-inquiry-api.js";
import { lineAt, speakingTimes } from "./call-recording.js";
import { endedReasonWords } from "./call-words.js";
import { DemoCallDetails } from "./demo-call-details.js";
import { InquiriesApiProvider } from "./inquiries-api-context.js";

const copy = adminCopy.inquiries.detail.call;
const INQUIRY = "5b0c7f0e-8d1a-4a57-9a57-6a6f3f1d2c11";
const lines: TranscriptLine[] = [
  { speaker: "agent", text: "Hi Ravi, how can I help?", start: 0, end: 1.6 },
  { speaker: "visitor", text: "Book me in for tomorrow.", start: 2, end: 3.6 },
  { speaker: "agent", text: "Done: 9:30 tomorrow.", start: 4, end: 5.6 },
];
const connected: DemoCallRecord = {
  id: "call-1",
  status: "ended",
  industry: "health",
  endedReason: "customer-ended-call",
  durationSeconds: 6,
  summary: "Booked for 9:30.",
  transcript: "AI: Hi Ravi",
  transcriptLines: lines,
  hasRecording: true,
  consentVersion: "2026-11-25",
};

function renderCall(call: DemoCallRecord) {
  const fake = fakeInquiryApi((url) =>
    url.pathname.endsWith("/recording-link")
      ? {
          url: `/v1/inquiries/${INQUIRY}/recording?expires=1900000000&signature=abc`,
          expiresAt: "2030-03-17T17:46:40.000Z",
        }
      : { status: 404, body: { error: { code: "not-found", message: "No" } } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InquiriesApiProvider api={fake.api}>
        <DemoCallDetails inquiryId={INQUIRY} call={call} />
      </InquiriesApiProvider>
    </QueryClientProvider>,
  );
  return fake;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a demo call's details", () => {
  it("plays the recording through a signed API link beside the transcript, and says who spoke how long", async () => {
    const { requests } = renderCall(connected);
    const player = await screen.findByLabelText(copy.player.label);
    expect(player.tagName).toBe("AUDIO");
    expect(player).toHaveAttribute("controls");
    expect(player).toHaveAttribute(
      "src",
      `http://api.test/v1/inquiries/${INQUIRY}/recording?expires=1900000000&signature=abc`,
    );
    expect(requests()[0]).toMatchObject({ method: "POST", authorization: "Bearer test-token" });
    const transcript = screen.getByRole("list", { name: copy.player.transcriptLabel });
    expect(within(transcript).getAllByRole("button")).toHaveLength(3);
    // The agent spoke 1.6 + 1.6 s, the visitor 1.6 s (rounded to whole seconds).
    const spoke = screen.getByRole("heading", { name: copy.player.speakingHeading }).parentElement;
    expect(spoke?.querySelector("[data-speaker=agent]")).toHaveTextContent(
      `${copy.player.speakers.agent}3 s`,
    );
    expect(spoke?.querySelector("[data-speaker=visitor]")).toHaveTextContent(
      `${copy.player.speakers.visitor}2 s`,
    );
    expect(screen.getByText(copy.endedReasons["customer-ended-call"] ?? "")).toBeVisible();
  });

  it("plays from a line when it is chosen, and marks the line being spoken as current", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    renderCall(connected);
    const player = await screen.findByLabelText<HTMLAudioElement>(copy.player.label);
    const transcript = screen.getByRole("list", { name: copy.player.transcriptLabel });
    const [first, second, third] = within(transcript).getAllByRole("button");
    if (!second) throw new Error("Three lines expected");
    expect(second).not.toHaveAttribute("aria-current");

    const user = userEvent.setup();
    await user.click(second);
    expect(player.currentTime).toBe(2);
    expect(play).toHaveBeenCalledTimes(1);
    expect(second).toHaveAttribute("aria-current", "true");

    // As it plays on, the highlight follows (a pause between lines keeps the last one).
    player.currentTime = 5.8;
    fireEvent.timeUpdate(player);
    expect(third).toHaveAttribute("aria-current", "true");
    expect(first).not.toHaveAttribute("aria-current");
    expect(second).not.toHaveAttribute("aria-current");
  });

  it("says what happened to a call nobody answered, in plain words, with no player", () => {
    renderCall({
      ...connected,
      status: "failed",
      endedReason: "customer-busy",
      durationSeconds: 0,
      summary: "",
      transcript: null,
      transcriptLines: null,
      hasRecording: false,
    });
    expect(screen.getByText(copy.notConnected.busy)).toBeVisible();
    expect(screen.queryByText(/No transcript yet/)).toBeNull();
    expect(screen.getByText("The line was busy")).toBeVisible();
    expect(screen.queryByText(/customer-busy/)).toBeNull();
    expect(screen.queryByLabelText(copy.player.label)).toBeNull();
    expect(screen.getByText(copy.outcomes.busy)).toBeVisible();
  });
});

describe("the call's words and times", () => {
  it("reads Vapi's ended reasons in plain words, keeping an unknown one for support", () => {
    expect(endedReasonWords("customer-did-not-answer")).toBe("Nobody answered");
    expect(endedReasonWords("do-not-call")).toMatch(/do-not-call list/);
    expect(endedReasonWords("pipeline-error-openai-llm-failed")).toBe(
      "A technical error ended the call (pipeline-error-openai-llm-failed)",
    );
    expect(endedReasonWords("something-new")).toBe("Another reason (something-new)");
    expect(endedReasonWords("constructor")).toBe("Another reason (constructor)");
  });

  it("finds the line spoken at a time and sums each side's speaking time", () => {
    expect(lineAt(lines, 0)).toBe(0);
    expect(lineAt(lines, 1.8)).toBe(0);
    expect(lineAt(lines, 2)).toBe(1);
    expect(lineAt(lines, 99)).toBe(2);
    const times = speakingTimes(lines);
    expect(times.agent).toBeCloseTo(3.2);
    expect(times.visitor).toBeCloseTo(1.6);
  });
});
