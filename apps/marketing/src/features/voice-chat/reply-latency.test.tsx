import { voiceCallPanel } from "@novaline/content";
import { NO_METRICS, type CallMetrics } from "@novaline/voice-core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { median, ReplyLatency } from "./reply-latency";

let metrics: CallMetrics = NO_METRICS;
vi.mock("@novaline/voice-core/react", () => ({ useCallMetrics: () => metrics }));

describe("ReplyLatency", () => {
  it("shows nothing until an answer has been measured, then the typical one, and how it was measured", () => {
    const { container, rerender } = render(<ReplyLatency copy={voiceCallPanel.latency} />);
    expect(container).toBeEmptyDOMElement();
    metrics = { ...NO_METRICS, responseLatenciesMs: [1240, 760, 810] };
    rerender(<ReplyLatency copy={voiceCallPanel.latency} />);
    expect(screen.getByText("Replies in 0.8 s on your connection")).toBeInTheDocument();
    expect(
      screen.getByText(/Measured on this call, from the end of your speech/),
    ).toBeInTheDocument();
  });

  it("takes the middle of the answers measured", () => {
    expect(median([])).toBeUndefined();
    expect(median([900])).toBe(900);
    expect(median([1000, 600, 700, 2000])).toBe(850);
  });
});
