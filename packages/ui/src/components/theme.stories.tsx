import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { themeScript } from "../theme-script.js";
import { Button } from "./button.js";
import { ThemeProvider, ThemeToggle, useTheme } from "./theme.js";
import { Wordmark } from "./wordmark.js";

const withThemeProvider: Decorator = (Story) => (
  <ThemeProvider>
    <Story />
  </ThemeProvider>
);

const meta = {
  title: "Components/Theme",
  component: ThemeToggle,
  tags: ["autodocs"],
  decorators: [withThemeProvider],
  parameters: {
    docs: {
      description: {
        component:
          "The theme is a class on `<html>` (`light` or `dark`), saved in `localStorage` under `theme`. Without a saved value it follows the system. Put `themeScript` (from `@novaline/ui/theme-script`) inline in `<head>` so prerendered pages paint the right theme, and wrap the app in `ThemeProvider`. Pressing the toggle here also changes the Storybook page.",
      },
    },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon button: its name says what pressing does ("Switch to dark theme"). */
export const Toggle: Story = {};

export const Outline: Story = { args: { variant: "outline" } };

/** As it sits in the top bar, next to the split wordmark. */
export const InTopBar: Story = {
  render: (args) => (
    <header className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-card px-4 py-2 shadow-card">
      <Wordmark href="#home" />
      {/* Below 640 px a site moves its links into a menu (see Sheet); the toggle stays. */}
      <nav aria-label="Main" className="flex items-center gap-1">
        <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
          <a href="#ai-caller">AI Caller</a>
        </Button>
        <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
          <a href="#roi">Calculate ROI</a>
        </Button>
        <ThemeToggle {...args} />
      </nav>
    </header>
  ),
};

function ThemeReadout() {
  const { theme, setTheme } = useTheme();
  return (
    <div className="grid max-w-md gap-4 rounded-2xl border border-border bg-card p-6 text-card-foreground">
      <p>
        Current theme: <strong>{theme ?? "not known yet"}</strong>
      </p>
      <div className="flex gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            setTheme("light");
          }}
        >
          Use light
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setTheme("dark");
          }}
        >
          Use dark
        </Button>
      </div>
    </div>
  );
}

/** `useTheme()` gives the theme and `setTheme` for custom controls. */
export const WithUseTheme: Story = { render: () => <ThemeReadout /> };

/** The inline script apps put first in `<head>`. */
export const InlineScript: Story = {
  render: () => (
    <pre className="max-w-3xl rounded-xl border border-border bg-muted p-4 text-sm break-all whitespace-pre-wrap text-foreground">
      <code>{`<script>${themeScript}</script>`}</code>
    </pre>
  ),
};
