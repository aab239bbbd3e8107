import type { FormFieldCopy } from "./pages.js";
import type { Link, SectionIntro } from "./media.js";

/** The steps a demo call goes through, as the status card shows them. @public */
export type DemoCallStep = "queued" | "ringing" | "in-progress" | "ended";

/**
 * Why a demo call did not happen, as the visitor is told: the line was busy or nobody answered,
 * the number could not be called, a limit was reached (this number today, this connection this
 * hour, everyone this minute, this country today, everyone today), it is night where the number
 * rings, the number asked not to be called, phone demos are off on this
 * copy of the site, our side failed, the visitor's connection failed, or the page lost track of
 * the call.
 * @public
 */
export type DemoCallFailureKey =
  | "busy"
  | "noAnswer"
  | "invalidNumber"
  | "numberLimit"
  | "ipLimit"
  | "minuteCap"
  | "countryCap"
  | "dailyCap"
  | "outsideHours"
  | "doNotCall"
  | "botCheck"
  | "notConfigured"
  | "failed"
  | "network"
  | "lost";

/** A message with a short title. @public */
export interface TitledMessage {
  title: string;
  text: string;
}

/** Copy of the "call me now" form and the card that follows the call it places. @public */
export interface DemoCallFormCopy {
  /** Anchor id of the form's section. */
  sectionId: string;
  intro: SectionIntro;
  /** What happens, in a few short points beside the form. */
  points: readonly string[];
  /** The form's own title (also its accessible name). */
  title: string;
  fields: {
    firstName: FormFieldCopy;
    country: FormFieldCopy;
    phone: FormFieldCopy;
    industry: FormFieldCopy & { placeholder: string };
  };
  /** Headings of the country list's two groups: the usual countries first, then all. */
  countryGroups: { suggested: string; all: string };
  /** The consent checkbox's label (Markdown links allowed): `demoCallConsent.text`. */
  consent: string;
  submitLabel: string;
  submittingLabel: string;
  /** Label of the hidden field only bots fill in (never shown to people). */
  honeypotLabel: string;
  /** Title of the card that follows the call. */
  statusTitle: string;
  /** Names of the steps in the card's progress list. */
  steps: Record<DemoCallStep, string>;
  /** What the card says at each step; `{phone}` is the number being called. */
  live: Record<Exclude<DemoCallStep, "ended">, TitledMessage>;
  ended: TitledMessage & {
    durationLabel: string;
    /** `{minutes}` and `{seconds}` are replaced; a call under a minute uses `durationSeconds`. */
    duration: string;
    durationSeconds: string;
    summaryTitle: string;
  };
  failures: Record<DemoCallFailureKey, TitledMessage>;
  /** Starts the in-browser voice demo instead. */
  browserDemoLabel: string;
  bookDemo: Link;
  /** Back to the form, with what the visitor typed (after a failure before the call). */
  editLabel: string;
}
