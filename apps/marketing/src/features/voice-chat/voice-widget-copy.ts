import type { VoiceWidgetCopy } from "@novaline/content";

/**
 * The widget's copy that every page carries (as page data): all of it but the feedback form's,
 * which loads with the form, once a call has ended.
 */
export type ShellVoiceWidgetCopy = Omit<VoiceWidgetCopy, "feedback">;

/** {@link ShellVoiceWidgetCopy} of the full copy. */
export function shellVoiceWidgetCopy(copy: VoiceWidgetCopy): ShellVoiceWidgetCopy {
  const shell: Partial<VoiceWidgetCopy> = { ...copy };
  delete shell.feedback;
  return shell as ShellVoiceWidgetCopy;
}
