import { voiceWidget } from "@novaline/content";
import CallFeedback, { type CallFeedbackProps } from "./call-feedback";

/**
 * The feedback form in the Voice Chat panel. Its copy comes with its code, once a call has ended,
 * rather than with every page's data.
 */
export default function PanelCallFeedback(props: Omit<CallFeedbackProps, "copy">) {
  return <CallFeedback copy={voiceWidget.feedback} {...props} />;
}
