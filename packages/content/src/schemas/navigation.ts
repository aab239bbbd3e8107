import { z } from "zod";
import { linkSchema, linkShape } from "./media.js";
import { text, type Strict } from "./primitives.js";

const headerNavigationShape = {
  links: z.array(linkSchema).readonly(),
  /**
   * The booking button. `shortLabel`, the start of `label`, is all it shows on phones, where the
   * bar is narrow (its accessible name stays `label`).
   */
  cta: z.strictObject({ ...linkShape, shortLabel: text }),
  /** Accessible label of the mobile menu toggle. */
  menuLabel: text,
};
export type HeaderNavigationSchema = Strict<typeof headerNavigationShape>;
export const headerNavigationSchema: HeaderNavigationSchema = z.strictObject(headerNavigationShape);
/** The top bar: page links plus the prominent booking button. @public */
export type HeaderNavigation = z.infer<typeof headerNavigationSchema>;

const footerServiceLinkShape = { ...linkShape, anchorId: text, description: text };
export type FooterServiceLinkSchema = Strict<typeof footerServiceLinkShape>;
export const footerServiceLinkSchema: FooterServiceLinkSchema =
  z.strictObject(footerServiceLinkShape);
/** A footer service link: goes to /services, then scrolls to `anchorId` after a short delay. @public */
export type FooterServiceLink = z.infer<typeof footerServiceLinkSchema>;

const footerNavigationShape = {
  tagline: text,
  servicesTitle: text,
  services: z.array(footerServiceLinkSchema).readonly(),
  contactTitle: text,
  quickLinksTitle: text,
  quickLinks: z.array(linkSchema).readonly(),
  socialTitle: text,
  /** Copyright line; the app replaces `{year}` with the current year. */
  copyright: text,
  /** Label of the link that reopens the cookie choices. */
  cookieSettingsLabel: text,
};
export type FooterNavigationSchema = Strict<typeof footerNavigationShape>;
export const footerNavigationSchema: FooterNavigationSchema = z.strictObject(footerNavigationShape);
/** The footer's link sets and copy. @public */
export type FooterNavigation = z.infer<typeof footerNavigationSchema>;

const voiceWidgetLiveShape = {
  speaking: text,
  listening: text,
  /** The visitor has finished; the agent's answer is on its way. */
  thinking: text,
  /** The browser blocked the agent's audio: what the button that plays it says, and why. */
  audioBlocked: z.strictObject({ text, action: text }),
  /** While a dropped call is rejoined. */
  reconnecting: text,
  /** Names of the two voice levels the panel draws: the agent's and the visitor's. */
  volumeLabel: text,
  yourVolumeLabel: text,
  /** The microphone picker (shown when the visitor has more than one). */
  microphoneLabel: text,
  muteLabel: text,
  unmuteLabel: text,
  transcriptLabel: text,
  transcriptEmpty: text,
  /** The box to type to the AI during the call: its label, hint and send button. */
  typeLabel: text,
  typePlaceholder: text,
  sendLabel: text,
  youLabel: text,
  agentLabel: text,
};
export type VoiceWidgetLiveSchema = Strict<typeof voiceWidgetLiveShape>;
export const voiceWidgetLiveSchema: VoiceWidgetLiveSchema = z.strictObject(voiceWidgetLiveShape);

const voiceWidgetFeedbackShape = {
  /** The form's title, shown after a call. */
  title: text,
  /** Why it is asked, and that it is optional. */
  text,
  /** The name of the rating group. */
  ratingLegend: text,
  /** A word for each rating, 1 (worst) to 5 (best): each option's name, and the scale's ends. */
  ratingLabels: z.tuple([text, text, text, text, text]),
  commentLabel: text,
  commentPlaceholder: text,
  sendLabel: text,
  /** The way to leave without rating. */
  skipLabel: text,
  /** Once it was sent: a thank-you and the way to put it away. */
  sent: z.strictObject({ title: text, text, closeLabel: text }),
  /**
   * Why it was not sent (what the visitor typed stays in the form): no answer from the server, a
   * server that asks to wait, fields it refused, a call whose feedback can no longer change, or
   * anything else.
   */
  failures: z.strictObject({ network: text, busy: text, invalid: text, closed: text, other: text }),
};
export type VoiceWidgetFeedbackSchema = Strict<typeof voiceWidgetFeedbackShape>;
export const voiceWidgetFeedbackSchema: VoiceWidgetFeedbackSchema =
  z.strictObject(voiceWidgetFeedbackShape);

const voiceWidgetCopyShape = {
  /** Title of the open panel: the live-AI name. */
  title: text,
  openLabel: text,
  closeLabel: text,
  /**
   * The line under the title, above the browser call: what the panel offers there (a call in the
   * browser, or one to the phone). Not the text chat, which is offered only when the microphone
   * cannot be used.
   */
  text,
  startLabel: text,
  endLabel: text,
  connectingLabel: text,
  poweredBy: text,
  /** What the visitor hears about during a call. */
  live: voiceWidgetLiveSchema,
  /**
   * Shown in the panel, in place of the browser call, when this copy of the site cannot take
   * browser calls: what to do instead (a call to the visitor's phone, through the panel's
   * `phoneDemo.openLabel`, or a booked demo). Visitor's words only, never a setting's name.
   */
  notConfigured: z.strictObject({
    title: text,
    description: text,
    bookAction: linkSchema,
  }),
  /**
   * What the panel shows when the agent offers the booking page during a call (its
   * `showBookingLink` tool): a title, a line, the link to the page and the way back to the call.
   */
  booking: z.strictObject({ title: text, text, action: linkSchema, backLabel: text }),
  /** The way from the panel to the "call me now" form, and back. */
  phoneDemo: z.strictObject({ prompt: text, openLabel: text, backLabel: text }),
  /** The short, optional feedback form the panel offers once a call has ended. */
  feedback: voiceWidgetFeedbackSchema,
  /**
   * A call this tab was on when the page reloaded: the status while it is rejoined, what the
   * panel says when rejoining needs the visitor's click (the browser asks for the microphone),
   * that click's label, and what it says when the call ended meanwhile.
   */
  resume: z.strictObject({ rejoining: text, prompt: text, action: text, ended: text }),
};
export type VoiceWidgetCopySchema = Strict<typeof voiceWidgetCopyShape>;
export const voiceWidgetCopySchema: VoiceWidgetCopySchema = z.strictObject(voiceWidgetCopyShape);
/** Copy of the floating Voice Chat widget. @public */
export type VoiceWidgetCopy = z.infer<typeof voiceWidgetCopySchema>;

const voiceTextChatCopyShape = {
  /**
   * What the panel offers when a call cannot start because of the microphone (refused, blocked,
   * missing) or an insecure page: a line under the call's failure and the button.
   */
  offer: z.strictObject({ text, action: text }),
  /** Heading of the text view, for screen readers and the panel's outline. */
  title: text,
  /** The line above the conversation, before the first message. */
  intro: text,
  /** Name of the conversation's log. */
  transcriptLabel: text,
  /** The assistant is writing its answer (announced politely). */
  thinking: text,
  /** The message box: its label, hint and send button. */
  inputLabel: text,
  placeholder: text,
  sendLabel: text,
  /** Leaves the text chat (ending it) for the panel's call view. */
  endLabel: text,
  /**
   * Why a message was not sent; it stays in the box. In `busy`, `{seconds}` is replaced with the
   * wait the API asked for, and `busyNow` is said when it did not say.
   */
  failures: z.strictObject({
    busy: text,
    busyNow: text,
    unavailable: text,
    network: text,
    notConfigured: text,
    botCheck: text,
    unknown: text,
  }),
  /** The API ended the conversation (too long, too many messages): say so, offer a new one. */
  ended: z.strictObject({ text, action: text }),
};
export type VoiceTextChatCopySchema = Strict<typeof voiceTextChatCopyShape>;
export const voiceTextChatCopySchema: VoiceTextChatCopySchema =
  z.strictObject(voiceTextChatCopyShape);
/** Copy of the Voice Chat panel's text conversation, for a visitor who cannot talk. @public */
export type VoiceTextChatCopy = z.infer<typeof voiceTextChatCopySchema>;

const voiceCallPanelCopyShape = {
  /** The choice of the business the browser call's agent answers for, before a call. */
  industry: z.strictObject({
    label: text,
    /** The choice of no industry in particular: the general receptionist. */
    anyLabel: text,
  }),
  /**
   * The visitor's own call's reply time, once measured: `{seconds}` is replaced with it (one
   * decimal); `note` says how it was measured.
   */
  latency: z.strictObject({ text, note: text }),
};
export type VoiceCallPanelCopySchema = Strict<typeof voiceCallPanelCopyShape>;
export const voiceCallPanelCopySchema: VoiceCallPanelCopySchema =
  z.strictObject(voiceCallPanelCopyShape);
/** Copy of the Voice Chat panel's browser call that loads with the panel. @public */
export type VoiceCallPanelCopy = z.infer<typeof voiceCallPanelCopySchema>;

const voiceStandInNoteShape = { title: text, text };
export type VoiceStandInNoteSchema = Strict<typeof voiceStandInNoteShape>;
export const voiceStandInNoteSchema: VoiceStandInNoteSchema = z.strictObject(voiceStandInNoteShape);
/**
 * Development only (`pnpm start`): what the panel says of the local stand-in its calls go to, a
 * scripted agent, and what that agent can and cannot do. @public
 */
export type VoiceStandInNote = z.infer<typeof voiceStandInNoteSchema>;
