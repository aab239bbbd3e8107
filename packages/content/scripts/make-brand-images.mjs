// Regenerates the brand's own SVG artwork (logo mark, integration and channel tiles, default
// social image) and the raster logo files browsers fall back to. Run from packages/content:
//   node scripts/make-brand-images.mjs
// Needs rsvg-convert (librsvg2-bin), cwebp (webp) and ImageMagick's convert for the rasters.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const pub = new URL("../public/", import.meta.url).pathname;
const write = (path, text) => {
  mkdirSync(dirname(join(pub, path)), { recursive: true });
  writeFileSync(join(pub, path), text.trim() + "\n");
};
const font = 'font-family="Inter, system-ui, sans-serif"';

// The logo mark: a rounded square with a sound wave that turns into a line.
const mark = (size) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img">
  <title>NovaLine</title>
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#7c3aed"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="16" fill="url(#g)"/>
  <path d="M12 34h6l4-12 6 22 6-28 6 24 4-8h8" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="52" cy="34" r="3.5" fill="#22d3ee"/>
</svg>`;
write("images/brand/logo-mark.svg", mark(64));

const tile = (title, letter, from, to) => `
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">
  <title>${title}</title>
  <defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="96" height="96" rx="24" fill="url(#t)"/>
  <text x="48" y="60" text-anchor="middle" ${font} font-size="40" font-weight="700" fill="#fff">${letter}</text>
</svg>`;
const integrations = [
  ["google-calendar", "Google Calendar", "G", "#2563eb", "#06b6d4"],
  ["hubspot", "HubSpot", "H", "#f97316", "#ea580c"],
  ["salesforce", "Salesforce", "S", "#0ea5e9", "#0369a1"],
  ["gohighlevel", "GoHighLevel", "HL", "#16a34a", "#0d9488"],
  ["calendly", "Calendly", "C", "#2563eb", "#4f46e5"],
  ["zapier", "Zapier", "Z", "#f97316", "#dc2626"],
];
for (const [file, title, letter, from, to] of integrations) {
  write(`images/integrations/${file}.svg`, tile(title, letter, from, to));
}

const glyphs = {
  whatsapp: [
    "WhatsApp",
    "#22c55e",
    "#15803d",
    '<path d="M20 44l2.5-7.5A13 13 0 1 1 27 41z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><path d="M27 26c0 6 5 11 11 11l2-3-4-2-2 2c-2-1-4-3-5-5l2-2-2-4z" fill="#fff"/>',
  ],
  instagram: [
    "Instagram",
    "#db2777",
    "#7c3aed",
    '<rect x="18" y="18" width="28" height="28" rx="8" fill="none" stroke="#fff" stroke-width="3"/><circle cx="32" cy="32" r="6.5" fill="none" stroke="#fff" stroke-width="3"/><circle cx="40" cy="24" r="2" fill="#fff"/>',
  ],
  messenger: [
    "Messenger",
    "#3b82f6",
    "#8b5cf6",
    '<path d="M32 17c-8.8 0-15 6.2-15 14 0 4.3 2 8 5.2 10.5V47l5-2.8c1.5.4 3.1.6 4.8.6 8.8 0 15-6.2 15-14s-6.2-13.8-15-13.8z" fill="#fff"/><path d="M23 35l6-6 4 3 6-4-6 6-4-3z" fill="#3b82f6"/>',
  ],
  sms: [
    "SMS text messages",
    "#0ea5e9",
    "#4f46e5",
    '<rect x="16" y="19" width="32" height="22" rx="5" fill="#fff"/><path d="M24 41l-4 6 10-6z" fill="#fff"/><circle cx="25" cy="30" r="2" fill="#4f46e5"/><circle cx="32" cy="30" r="2" fill="#4f46e5"/><circle cx="39" cy="30" r="2" fill="#4f46e5"/>',
  ],
  phone: [
    "Phone calls",
    "#6366f1",
    "#0b1026",
    '<path d="M22 17h6l3 8-4 3a20 20 0 0 0 9 9l3-4 8 3v6a3 3 0 0 1-3 3A28 28 0 0 1 19 20a3 3 0 0 1 3-3z" fill="#fff"/>',
  ],
  "web-chat": [
    "Website live chat",
    "#06b6d4",
    "#0f766e",
    '<rect x="15" y="18" width="34" height="26" rx="4" fill="none" stroke="#fff" stroke-width="3"/><path d="M15 25h34" stroke="#fff" stroke-width="3"/><rect x="21" y="30" width="14" height="4" rx="2" fill="#fff"/><rect x="29" y="36" width="14" height="4" rx="2" fill="#fff"/>',
  ],
};
for (const [file, [title, from, to, body]] of Object.entries(glyphs)) {
  write(
    `images/platforms/${file}.svg`,
    `
<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">
  <title>${title}</title>
  <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="64" height="64" rx="18" fill="url(#p)"/>
  ${body}
</svg>`,
  );
}

const og = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img">
  <title>NovaLine - Advanced AI Voice Agents &amp; Chatbots</title>
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1026"/><stop offset="1" stop-color="#1e1b4b"/></linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="#7c3aed" stop-opacity="0.55"/><stop offset="1" stop-color="#7c3aed" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#glow)"/>
  <g transform="translate(96 96) scale(1.5)">${mark(64).replace(/<\?xml[^>]*>|<svg[^>]*>|<\/svg>|<title>.*<\/title>/g, "")}</g>
  <text x="210" y="160" ${font} font-size="56" font-weight="700" fill="#fff">Nova<tspan fill="#a5b4fc">Line</tspan></text>
  <text x="96" y="330" ${font} font-size="64" font-weight="800" fill="#fff">Recover up to $10k in lost</text>
  <text x="96" y="410" ${font} font-size="64" font-weight="800" fill="#fff">revenue within 45 days</text>
  <text x="96" y="490" ${font} font-size="30" fill="#c7d2fe">AI voice agents · chatbots · auto scheduling, answering 24/7</text>
  <path d="M96 560h260" stroke="#22d3ee" stroke-width="6" stroke-linecap="round"/>
</svg>`;
write("images/og/default.svg", og);

// Rasters: the logo chain (/logo.webp → /logo.png → /favicon.ico) and the social image (PNG,
// since social networks do not render SVG).
write("favicon.svg", mark(64));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: "inherit" });
run("rsvg-convert", [
  "-w",
  "256",
  "-h",
  "256",
  join(pub, "favicon.svg"),
  "-o",
  join(pub, "logo.png"),
]);
run("cwebp", ["-quiet", "-q", "90", join(pub, "logo.png"), "-o", join(pub, "logo.webp")]);
run("rsvg-convert", [
  "-w",
  "1200",
  "-h",
  "630",
  join(pub, "images/og/default.svg"),
  "-o",
  join(pub, "images/og/default.png"),
]);
run("rsvg-convert", [
  "-w",
  "180",
  "-h",
  "180",
  join(pub, "favicon.svg"),
  "-o",
  join(pub, "apple-touch-icon.png"),
]);
for (const size of [16, 32, 48]) {
  run("rsvg-convert", [
    "-w",
    String(size),
    "-h",
    String(size),
    join(pub, "favicon.svg"),
    "-o",
    `/tmp/favicon-${size}.png`,
  ]);
}
run("convert", [
  "/tmp/favicon-16.png",
  "/tmp/favicon-32.png",
  "/tmp/favicon-48.png",
  join(pub, "favicon.ico"),
]);
