// A stand-in logo for stories (apps serve the real /logo.webp): an inline SVG, so Storybook needs
// no static files. Its colours are the brand gradient stops of styles.css.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M20 44V20h5l14 16V20h5v24h-5L25 28v16z" fill="#fff"/></svg>`;

/** A data URL of the stand-in logo. */
export const demoLogoSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A fallback chain whose first two images are missing, so stories show the chain working. */
export const demoLogoSources = ["/missing/logo.webp", "/missing/logo.png", demoLogoSrc] as const;
