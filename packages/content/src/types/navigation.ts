import type { Link } from "./media.js";

/** The top bar: page links plus the prominent booking button. @public */
export interface HeaderNavigation {
  links: readonly Link[];
  /**
   * The booking button. `shortLabel`, the start of `label`, is all it shows on phones, where the
   * bar is narrow (its accessible name stays `label`).
   */
  cta: Link & { shortLabel: string };
  /** Accessible label of the mobile menu toggle. */
  menuLabel: string;
}

/** A footer service link: goes to /services, then scrolls to `anchorId` after a short delay. @public */
export interface FooterServiceLink extends Link {
  anchorId: string;
  description: string;
}

/** The footer's link sets and copy. @public */
export interface FooterNavigation {
  tagline: string;
  servicesTitle: string;
  services: readonly FooterServiceLink[];
  contactTitle: string;
  quickLinksTitle: string;
  quickLinks: readonly Link[];
  socialTitle: string;
  /** Copyright line; the app replaces `{year}` with the current year. */
  copyright: string;
  /** Label of the link that reopens the cookie choices. */
  cookieSettingsLabel: string;
}

/** Copy of the floating Voice Chat widget. @public */
export interface VoiceWidgetCopy {
  /** Title of the open panel: the live-AI name. */
  title: string;
  openLabel: string;
  closeLabel: string;
  text: string;
  startLabel: string;
  endLabel: string;
  connectingLabel: string;
  poweredBy: string;
  /** What the visitor hears about during a call. */
  live: {
    speaking: string;
    listening: string;
    /** The visitor has finished; the agent's answer is on its way. */
    thinking: string;
    /** The browser blocked the agent's audio: what the button that plays it says, and why. */
    audioBlocked: { text: string; action: string };
    /** While a dropped call is rejoined. */
    reconnecting: string;
    /** Names of the two voice levels the panel draws: the agent's and the visitor's. */
    volumeLabel: string;
    yourVolumeLabel: string;
    /** The microphone picker (shown when the visitor has more than one). */
    microphoneLabel: string;
    muteLabel: string;
    unmuteLabel: string;
    transcriptLabel: string;
    transcriptEmpty: string;
    /** The box to type to the AI during the call: its label, hint and send button. */
    typeLabel: string;
    typePlaceholder: string;
    sendLabel: string;
    youLabel: string;
    agentLabel: string;
  };
  /** Shown when a copy of the site runs without voice keys (local development, previews). */
  /**
   * Shown when this copy of the site cannot take browser calls: what to do instead (a call to the
   * visitor's phone, a booked demo). Visitor's words only, never a setting's name.
   */
  notConfigured: { title: string; description: string; phoneAction: Link; bookAction: Link };
  /**
   * What the panel shows when the agent offers the booking page during a call (its
   * `showBookingLink` tool): a title, a line, the link to the page and the way back to the call.
   */
  booking: { title: string; text: string; action: Link; backLabel: string };
  /** The way from the panel to the "call me now" form, and back. */
  phoneDemo: { prompt: string; openLabel: string; backLabel: string };
}
