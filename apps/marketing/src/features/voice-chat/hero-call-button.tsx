import { useEndCallOnUnmount } from "@novaline/voice-core/react";
import { CallButton, type CallLabels } from "./call-button";

/** The hero's "Talk to the AI Live": ends the call when the hero leaves the page (spec). */
export default function HeroCallButton({ labels }: { labels: CallLabels }) {
  useEndCallOnUnmount();
  return <CallButton labels={labels} size="lg" />;
}
