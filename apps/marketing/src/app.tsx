import { brand, footerNavigation, headerNavigation, homePage } from "@novaline/content";
import { RoiEstimate } from "./roi-estimate.js";

/**
 * The site shell until the full site lands (roadmap: marketing site, part 1): header, home hero,
 * a default ROI estimate and the footer, all from @novaline/content.
 */
export function App() {
  const { hero, marqueeLines } = homePage;
  return (
    <>
      <header className="site-header">
        <a href="/" className="wordmark" aria-label={`${brand.name} home`}>
          <img src={brand.logoFallbacks[0]} alt="" width={32} height={32} />
          <span>{brand.wordmark.first}</span>
          <span className="wordmark-second">{brand.wordmark.second}</span>
        </a>
        <nav aria-label="Main">
          <ul>
            {headerNavigation.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className="button" href={headerNavigation.cta.href}>
          {headerNavigation.cta.label}
        </a>
      </header>
      <main>
        <section className="hero" aria-labelledby="hero-title">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">
            <span className="hero-lead">{hero.headline.lead}</span> {hero.headline.main}
          </h1>
          <p>{hero.subtext}</p>
          <p className="trust">{hero.trustLine}</p>
          <ul className="marquee-lines">
            {marqueeLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <RoiEstimate />
      </main>
      <footer className="site-footer">
        <p>{footerNavigation.tagline}</p>
        <address>
          <a href={`mailto:${brand.email}`}>{brand.email}</a>
          <br />
          {brand.address.locality}, {brand.address.country}
        </address>
        <p>{footerNavigation.copyright.replace("{year}", String(new Date().getFullYear()))}</p>
      </footer>
    </>
  );
}
