import type { Meta, StoryObj } from "@storybook/react-vite";
import { LogoStrip, type LogoStripLogo } from "./logo-strip.js";

/** Neutral placeholder wordmarks, so the story needs no network or brand assets. */
function wordmark(name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="18" cy="20" r="14" fill="#7c7fd6"/><text x="40" y="26" font-family="Inter, system-ui, sans-serif" font-size="17" font-weight="700" fill="#7a8296">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const platforms: LogoStripLogo[] = [
  "WhatsApp",
  "Messenger",
  "Instagram",
  "Telegram",
  "Slack",
  "Web Chat",
  "SMS",
].map((name) => ({ name, src: wordmark(name), width: 160, height: 40 }));

const meta = {
  title: "Components/LogoStrip",
  component: LogoStrip,
  tags: ["autodocs"],
  args: { label: "Messaging platforms we connect to", logos: platforms },
} satisfies Meta<typeof LogoStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MessagingPlatforms: Story = {};

export const Reverse: Story = { args: { reverse: true } };

export const Paused: Story = { args: { defaultPaused: true } };

export const WithLinks: Story = {
  args: {
    label: "Integrations",
    logos: platforms.slice(0, 4).map((logo) => ({ ...logo, href: `#${logo.name.toLowerCase()}` })),
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };
