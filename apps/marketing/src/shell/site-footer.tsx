import { timings } from "@novaline/content";
import type { MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { scrollBehavior } from "../shared/motion";
import { openConsentSettings } from "../tracking/choices";
import type { ShellData } from "../root";
import { BrandLink } from "./brand-link";
import { focusSection } from "./focus-section";

const headingClass = "text-sm font-semibold tracking-wide text-foreground";
const linkClass =
  "rounded text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:text-foreground";

export interface SiteFooterProps {
  brand: ShellData["brand"];
  navigation: ShellData["footer"];
}

/** The site footer: tagline, services, contact, quick links, social profiles, copyright. */
export default function SiteFooter({ brand, navigation }: SiteFooterProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const {
    tagline,
    servicesTitle,
    services,
    contactTitle,
    quickLinksTitle,
    quickLinks,
    socialTitle,
  } = navigation;

  // From another page, the hash goes with the navigation and RouteChange scrolls to its section
  // once the page has rendered, however long that takes; on /services itself, the section is
  // already there.
  function openService(event: MouseEvent<HTMLAnchorElement>, href: string, anchorId: string) {
    event.preventDefault();
    const samePage = pathname === href;
    void navigate(`${href}#${anchorId}`);
    if (!samePage) return;
    setTimeout(() => {
      const section = document.getElementById(anchorId);
      if (!section) return;
      section.scrollIntoView({ behavior: scrollBehavior() });
      focusSection(section);
    }, timings.footerScrollDelayMs);
  }

  return (
    <footer className="border-t border-border bg-card bg-sheen">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="grid content-start gap-4">
          <BrandLink brand={brand} className="flex w-fit items-center gap-2 rounded-lg" />
          <p className="max-w-sm text-sm text-muted-foreground">{tagline}</p>
          <h2 className={`${headingClass} mt-2`}>{socialTitle}</h2>
          <ul className="flex flex-wrap gap-2">
            {brand.social.map((profile) => (
              <li key={profile.network}>
                <a
                  href={profile.href}
                  rel="noopener"
                  target="_blank"
                  className="inline-flex rounded-full border border-border px-3 py-1.5 text-xs font-medium text-muted-foreground transition-colors hover:border-primary hover:text-foreground"
                >
                  {profile.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-services" className="grid content-start gap-3">
          <h2 id="footer-services" className={headingClass}>
            {servicesTitle}
          </h2>
          <ul className="grid gap-3">
            {services.map((service) => (
              <li key={service.anchorId}>
                <a
                  href={`${service.href}#${service.anchorId}`}
                  className={linkClass}
                  onClick={(event) => {
                    openService(event, service.href, service.anchorId);
                  }}
                >
                  <span className="block font-medium text-foreground">{service.label}</span>
                  {service.description}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-links" className="grid content-start gap-3">
          <h2 id="footer-links" className={headingClass}>
            {quickLinksTitle}
          </h2>
          <ul className="grid gap-2">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid content-start gap-3">
          <h2 className={headingClass}>{contactTitle}</h2>
          <address className="grid gap-2 text-sm text-muted-foreground not-italic">
            <a href={`mailto:${brand.email}`} className={linkClass}>
              {brand.email}
            </a>
            <a href={brand.phone.href} className={linkClass}>
              {brand.phone.display}
            </a>
            <span>
              {brand.address.streetAddress}, {brand.address.locality} {brand.address.postalCode},{" "}
              {brand.address.region}, {brand.address.country}
            </span>
            {brand.chat.map((chat) => (
              <a
                key={chat.channel}
                href={chat.href}
                rel="noopener"
                target="_blank"
                className={linkClass}
              >
                {chat.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ))}
          </address>
        </div>
      </div>
      {/* Prerendered with the build year; the browser shows the current one. */}
      <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-border px-4 py-6 text-sm text-muted-foreground">
        <p suppressHydrationWarning>
          {navigation.copyright.replace("{year}", String(new Date().getFullYear()))}
        </p>
        <button type="button" className={linkClass} onClick={openConsentSettings}>
          {navigation.cookieSettingsLabel}
        </button>
      </div>
    </footer>
  );
}
