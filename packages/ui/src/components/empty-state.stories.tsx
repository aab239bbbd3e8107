import type { Meta, StoryObj } from "@storybook/react-vite";
import { Inbox, SearchX } from "lucide-react";
import { Button } from "./button.js";
import { EmptyState } from "./empty-state.js";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: {
    icon: <Inbox />,
    title: "No inquiries yet",
    description: "New maintenance inquiries from your website appear here as soon as they arrive.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: (
      <>
        <Button>Share booking link</Button>
        <Button variant="ghost">Read the setup guide</Button>
      </>
    ),
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: <SearchX />,
    title: "No posts match “HIPAA compliance”",
    description: "Try a shorter search, or browse all posts about AI voice agents.",
    action: <Button variant="secondary">Clear search</Button>,
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, title: "Nothing scheduled today" },
};
