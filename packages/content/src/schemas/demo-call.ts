import { z } from "zod";
import { linkSchema, sectionIntroSchema } from "./media.js";
import { formFieldCopySchema, formFieldCopyShape } from "./pages.js";
import { text, type Enum, type Strict } from "./primitives.js";

const DEMO_CALL_STEPS = ["queued", "ringing", "in-progress", "ended"] as const;
export type DemoCallStepSchema = Enum<typeof DEMO_CALL_STEPS>;
export const demoCallStepSchema: DemoCallStepSchema = z.enum(DEMO_CALL_STEPS);
/** The steps a demo call goes through, as the status card shows them. @public */
export type DemoCallStep = z.infer<typeof demoCallStepSchema>;

const DEMO_CALL_FAILURE_KEYS = [
  "notReached",
  "notConfirmed",
  "ipLimit",
  "minuteCap",
  "countryCap",
  "dailyCap",
  "outsideHours",
  "botCheck",
  "notConfigured",
  "failed",
  "network",
  "lost",
] as const;
export type DemoCallFailureKeySchema = Enum<typeof DEMO_CALL_FAILURE_KEYS>;
export const demoCallFailureKeySchema: DemoCallFailureKeySchema = z.enum(DEMO_CALL_FAILURE_KEYS);
/**
 * Why a demo call did not happen, as the visitor is told: the call did not reach anyone (busy,
 * no answer, unreachable or not placed: one message, so the page never tells a live number from
 * a dead one), we could not confirm it was placed, a limit was reached (this connection this
 * hour, everyone this minute, this country today, everyone today), it is night where the number
 * rings, phone demos are off on this copy of the site, our side failed, the visitor's connection
 * failed, or the page lost track of the call.
 * @public
 */
export type DemoCallFailureKey = z.infer<typeof demoCallFailureKeySchema>;

const titledMessageShape = { title: text, text };
export type TitledMessageSchema = Strict<typeof titledMessageShape>;
export const titledMessageSchema: TitledMessageSchema = z.strictObject(titledMessageShape);
/** A message with a short title. @public */
export type TitledMessage = z.infer<typeof titledMessageSchema>;

const demoCallEndedShape = {
  ...titledMessageShape,
  durationLabel: text,
  /** `{minutes}` and `{seconds}` are replaced; a call under a minute uses `durationSeconds`. */
  duration: text,
  durationSeconds: text,
  /** What the visitor can do after the call (the summary is for our team, not the page). */
  nextTitle: text,
  next: z.array(text).readonly(),
};
export type DemoCallEndedSchema = Strict<typeof demoCallEndedShape>;
export const demoCallEndedSchema: DemoCallEndedSchema = z.strictObject(demoCallEndedShape);

const demoCallFormCopyShape = {
  /** Anchor id of the form's section. */
  sectionId: text,
  intro: sectionIntroSchema,
  /** What happens, in a few short points beside the form. */
  points: z.array(text).readonly(),
  /** The form's own title (also its accessible name). */
  title: text,
  fields: z.strictObject({
    firstName: formFieldCopySchema,
    country: formFieldCopySchema,
    phone: formFieldCopySchema,
    industry: z.strictObject({ ...formFieldCopyShape, placeholder: text }),
  }),
  /** Headings of the country list's two groups: the usual countries first, then all. */
  countryGroups: z.strictObject({ suggested: text, all: text }),
  /** The consent checkbox's label (Markdown links allowed): `demoCallConsent.text`. */
  consent: text,
  submitLabel: text,
  submittingLabel: text,
  /** Label of the hidden field only bots fill in (never shown to people). */
  honeypotLabel: text,
  /** Title of the card that follows the call. */
  statusTitle: text,
  /** Names of the steps in the card's progress list. */
  steps: z.record(demoCallStepSchema, text),
  /** What the card says at each step; `{phone}` is the number being called. */
  live: z.record(demoCallStepSchema.exclude(["ended"]), titledMessageSchema),
  ended: demoCallEndedSchema,
  failures: z.record(demoCallFailureKeySchema, titledMessageSchema),
  /** Starts the in-browser voice demo instead. */
  browserDemoLabel: text,
  bookDemo: linkSchema,
  /** Back to the form, with what the visitor typed (after a failure before the call). */
  editLabel: text,
};
export type DemoCallFormCopySchema = Strict<typeof demoCallFormCopyShape>;
export const demoCallFormCopySchema: DemoCallFormCopySchema = z.strictObject(demoCallFormCopyShape);
/** Copy of the "call me now" form and the card that follows the call it places. @public */
export type DemoCallFormCopy = z.infer<typeof demoCallFormCopySchema>;
