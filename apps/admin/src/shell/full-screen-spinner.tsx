import { adminCopy } from "@novaline/content";
import { Spinner } from "@novaline/ui";

/** What shows while the saved session is being restored: a spinner filling the screen. */
export function FullScreenSpinner() {
  return (
    <div data-slot="session-check" className="grid min-h-dvh place-items-center bg-background">
      <Spinner size="lg" label={adminCopy.checkingSession} className="text-primary" />
    </div>
  );
}
