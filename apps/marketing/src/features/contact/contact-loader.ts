import { brand, contactPage, pageMeta, routes } from "@novaline/content";
import { contactPageJsonLd } from "./contact-meta";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  const { hero, channels, channelsTitle, form, officeHours, officeHoursTitle, responseTime } =
    contactPage;
  const channelHrefs = new Set(channels.map((channel) => channel.link.href));
  return {
    meta: [
      ...routeMetaTags("contact", routes.contact),
      breadcrumbJsonLd([{ name: "Contact", path: routes.contact }]),
      contactPageJsonLd(pageMeta.contact),
    ],
    hero,
    form: { copy: form, email: brand.email, sourcePage: routes.contact },
    channels: {
      title: channelsTitle,
      channels,
      chats: brand.chat
        .filter((chat) => !channelHrefs.has(chat.href))
        .map(({ icon, label, href }) => ({ icon, label, href })),
      officeHoursTitle,
      officeHours,
      responseTime,
    },
    faq: { intro: contactPage.faqIntro, items: contactPage.faq },
  };
}
