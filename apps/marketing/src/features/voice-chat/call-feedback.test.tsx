import { voiceWidget } from "@novaline/content";
import { callFeedbackMessages } from "@novaline/inquiry";
import type { FeedbackResult } from "@novaline/voice-core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import CallFeedback from "./call-feedback";
import type { SendCallFeedback } from "./send-call-feedback";

const copy = voiceWidget.feedback;
const CALL_ID = "5a1c7e0e-9d7b-4c1e-8f7a-2b3c4d5e6f70";

const refused = (
  httpStatus: number,
  more: Partial<Extract<FeedbackResult, { status: "refused" }>> = {},
): FeedbackResult => ({
  status: "refused",
  httpStatus,
  code: undefined,
  message: undefined,
  fields: {},
  retryAfterSeconds: undefined,
  ...more,
});

/** The form for one call, sending with a stand-in that answers `results` in turn. */
function renderForm(results: FeedbackResult[] = [{ status: "sent", httpStatus: 201 }]) {
  const user = userEvent.setup();
  let answered = 0;
  const send = vi.fn<SendCallFeedback>(() =>
    Promise.resolve(
      results[Math.min(answered++, results.length - 1)] ?? { status: "sent", httpStatus: 201 },
    ),
  );
  const onDone = vi.fn<() => void>();
  render(<CallFeedback copy={copy} callId={CALL_ID} send={send} onDone={onDone} />);
  const region = () => screen.getByRole("region");
  const sendButton = () => screen.getByRole("button", { name: copy.sendLabel });
  const comment = () => screen.getByRole("textbox", { name: copy.commentLabel });
  return { user, send, onDone, region, sendButton, comment };
}

describe("CallFeedback", () => {
  it("offers a rating from 1 to 5 as one named group of radio buttons, each named by its word", () => {
    renderForm();
    expect(screen.getByRole("region", { name: copy.title })).toBeVisible();
    const group = screen.getByRole("group", { name: copy.ratingLegend });
    const radios = screen.getAllByRole("radio");
    expect(radios.map((radio) => group.contains(radio))).toEqual([true, true, true, true, true]);
    copy.ratingLabels.forEach((label, index) => {
      const radio = screen.getByRole("radio", { name: `${String(index + 1)}: ${label}` });
      expect(radio).toBe(radios[index]);
      expect(radio).not.toBeChecked();
    });
    expect(copy.ratingLabels[0]).toBe("Poor");
    expect(copy.ratingLabels[4]).toBe("Excellent");
  });

  it("is rated with the keyboard and sends the rating and the trimmed comment with the call's id", async () => {
    const { user, send, region, comment } = renderForm();
    await user.tab();
    expect(screen.getByRole("radio", { name: "1: Poor" })).toHaveFocus();
    // The arrow keys move through the ratings and choose as they go, as radio buttons do.
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("radio", { name: "4: Very good" })).toBeChecked();
    await user.tab();
    expect(comment()).toHaveFocus();
    await user.keyboard("  Booked me in a minute.  ");
    await user.keyboard("{Tab}{Enter}");
    expect(send).toHaveBeenCalledExactlyOnceWith({
      callId: CALL_ID,
      rating: 4,
      comment: "Booked me in a minute.",
    });
    expect(region()).toHaveAccessibleName(copy.sent.title);
    expect(screen.getByRole("heading", { name: copy.sent.title })).toHaveFocus();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("asks for a rating before sending anything, and leaves the comment out when there is none", async () => {
    const { user, send, sendButton } = renderForm();
    await user.click(sendButton());
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(callFeedbackMessages.rating.required);
    const first = screen.getByRole("radio", { name: "1: Poor" });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription(callFeedbackMessages.rating.required);
    await user.click(screen.getByRole("radio", { name: "2: Fair" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(sendButton());
    expect(send).toHaveBeenCalledExactlyOnceWith({
      callId: CALL_ID,
      rating: 2,
      comment: undefined,
    });
  });

  it("keeps what was typed when a send fails, says why, and sends it again", async () => {
    const { user, send, sendButton, comment, region } = renderForm([
      { status: "failed", reason: "network", cause: new TypeError("Failed to fetch") },
      { status: "sent", httpStatus: 201 },
    ]);
    await user.click(screen.getByRole("radio", { name: "3: Good" }));
    await user.type(comment(), "The agent cut me off once.");
    await user.click(sendButton());
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(copy.failures.network);
    expect(alert).toHaveFocus();
    expect(screen.getByRole("radio", { name: "3: Good" })).toBeChecked();
    expect(comment()).toHaveValue("The agent cut me off once.");
    await user.click(sendButton());
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({
      callId: CALL_ID,
      rating: 3,
      comment: "The agent cut me off once.",
    });
    expect(region()).toHaveAccessibleName(copy.sent.title);
  });

  it("shows the API's message under each field it refused, focus on the first", async () => {
    const { user, sendButton, comment } = renderForm([
      refused(422, {
        code: "invalid",
        fields: { comment: callFeedbackMessages.comment.invalid },
      }),
    ]);
    await user.click(screen.getByRole("radio", { name: "5: Excellent" }));
    await user.type(comment(), "Great");
    await user.click(sendButton());
    expect(comment()).toHaveFocus();
    expect(comment()).toHaveAccessibleDescription(
      expect.stringContaining(callFeedbackMessages.comment.invalid) as string,
    );
    expect(screen.getByText(copy.failures.invalid)).toBeVisible();
    // Typing again clears the field's message.
    await user.type(comment(), "!");
    expect(screen.queryByText(callFeedbackMessages.comment.invalid)).toBeNull();
  });

  it.each([
    [
      "a busy server (429)",
      refused(429, { code: "rate-limited", retryAfterSeconds: 30 }),
      copy.failures.busy,
    ],
    ["Vapi not answering (503)", refused(503, { code: "unavailable" }), copy.failures.busy],
    [
      "feedback sent a while ago (409)",
      refused(409, { code: "call-feedback-exists" }),
      copy.failures.closed,
    ],
    [
      "a call the API does not know (404)",
      refused(404, { code: "not-found" }),
      copy.failures.other,
    ],
    [
      "a timeout",
      { status: "failed", reason: "timeout", cause: undefined } as const,
      copy.failures.network,
    ],
  ])("says so for %s", async (_case, result, message) => {
    const { user, sendButton } = renderForm([result]);
    await user.click(screen.getByRole("radio", { name: "4: Very good" }));
    await user.click(sendButton());
    expect(screen.getByRole("alert")).toHaveTextContent(message);
  });

  it("Skip puts it away without sending anything", async () => {
    const skipped = renderForm();
    await skipped.user.click(screen.getByRole("button", { name: copy.skipLabel }));
    expect(skipped.onDone).toHaveBeenCalledOnce();
    expect(skipped.send).not.toHaveBeenCalled();
  });

  it("offers Close once sent", async () => {
    const { user, onDone, sendButton } = renderForm();
    await user.click(screen.getByRole("radio", { name: "1: Poor" }));
    await user.click(sendButton());
    await user.click(screen.getByRole("button", { name: copy.sent.closeLabel }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});
