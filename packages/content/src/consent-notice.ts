import { brand } from "./brand.js";
import { footerNavigation } from "./navigation.js";
import { routes } from "./routes.js";
import type { ConsentNoticeCopy } from "./types/index.js";

/**
 * Copy of the cookie and consent notice. The site asks before it loads the advertising pixel,
 * keeps the choice until the visitor changes it under the footer's "Cookie settings", and does
 * not ask at all when the browser sends a Global Privacy Control signal.
 * @public
 */
export const consentNotice: ConsentNoticeCopy = {
  title: "Your privacy choices",
  body: `We use cookies that keep the site working and count visits without identifying you. With your permission, we also load Meta's advertising pixel, which lets Meta show our ads to people who visited the site. Nothing loads until you choose, and you can change your mind at any time under **${footerNavigation.cookieSettingsLabel}** at the bottom of every page. Read more in our [privacy policy](${routes.privacyPolicy}).`,
  acceptLabel: "Allow advertising cookies",
  declineLabel: "Only necessary cookies",
  closeLabel: "Close",
  gpcNotice: `Your browser sends a Global Privacy Control signal, so ${brand.name} treats it as an opt-out: the advertising pixel stays off and we do not share or sell your data for advertising.`,
  savedMessage: `Your choice is saved. You can change it at any time under ${footerNavigation.cookieSettingsLabel}.`,
};
