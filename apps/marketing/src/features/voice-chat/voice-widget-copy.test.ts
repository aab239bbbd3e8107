import { voiceWidget } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { shellVoiceWidgetCopy } from "./voice-widget-copy";

describe("shellVoiceWidgetCopy", () => {
  it("leaves the feedback form's copy out of every page's data, and keeps the rest", () => {
    const shell = shellVoiceWidgetCopy(voiceWidget);
    expect("feedback" in shell).toBe(false);
    expect(JSON.stringify(shell)).not.toContain(voiceWidget.feedback.title);
    expect({ ...shell, feedback: voiceWidget.feedback }).toEqual(voiceWidget);
    // The content itself is left whole: the form reads its copy from it.
    expect(voiceWidget.feedback.title).toBe("How was your call?");
  });
});
