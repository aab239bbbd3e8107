import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { demoLogoSources } from "../foundations/demo-logo.js";
import { Logo } from "./logo.js";
import { Wordmark } from "./wordmark.js";
import { WordmarkName } from "./wordmark-name.js";
import { wordmarkVariants } from "../variants/wordmark.js";

// Stands in for a router's Link, which renders an <a>.
function RouterLink({ children, ...props }: ComponentProps<"a">) {
  return <a {...props}>{children}</a>;
}

const meta = {
  title: "Components/Wordmark",
  component: Wordmark,
  tags: ["autodocs"],
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Wordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLogo: Story = {
  args: { logo: <Logo alt="" sources={[...demoLogoSources]} size={32} /> },
};

/** With `href` it is a link named "NovaLine", as in the top bar. */
export const AsLink: Story = {
  args: { href: "#home", logo: <Logo alt="" sources={[...demoLogoSources]} size={32} /> },
};

/** With `asChild` it renders inside a router link. */
export const AsChildLink: Story = {
  render: (args) => (
    <Wordmark {...args} asChild>
      <RouterLink href="#home" aria-current="page" />
    </Wordmark>
  ),
};

/** `WordmarkName` alone, in a brand link the page builds itself (no `asChild`). */
export const NameInOwnLink: Story = {
  render: () => (
    <RouterLink href="#home" aria-label="NovaLine home" className={wordmarkVariants()}>
      <Logo alt="" sources={[...demoLogoSources]} size={32} />
      <WordmarkName />
    </RouterLink>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <Wordmark {...args} size="sm" />
      <Wordmark {...args} size="md" />
      <Wordmark {...args} size="lg" />
    </div>
  ),
};

export const OnCard: Story = {
  render: (args) => (
    <div className="max-w-xs rounded-2xl border border-border bg-card p-6 shadow-card">
      <Wordmark {...args} size="lg" />
      <p className="mt-2 text-sm text-muted-foreground">
        Tech-enabling businesses, upgrading customer support.
      </p>
    </div>
  ),
};
