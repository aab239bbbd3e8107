import { demoCallForm, industries, voiceWidget } from "@novaline/content";
import type { CallLabels } from "../voice-chat/call-button";

/** What a page's loader passes to its phone-demo section: the copy and the industries' names. */
export function phoneDemoSectionData() {
  const callLabels: CallLabels = {
    start: demoCallForm.browserDemoLabel,
    end: voiceWidget.endLabel,
    busy: voiceWidget.connectingLabel,
  };
  return {
    copy: demoCallForm,
    industries: industries.map(({ key, label }) => ({ key, label })),
    callLabels,
  };
}
