import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "./button.js";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.js";

const meta = {
  title: "Components/Dialog",
  component: Dialog,
  tags: ["autodocs"],
  parameters: {
    // Open dialogs cover the page: show each story in its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Book a demo</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Book a 30-minute demo</DialogTitle>
          <DialogDescription>
            See the AI caller answer your clinic&apos;s phone, qualify the lead and book the
            appointment — live.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">No credit card required. Cancel anytime.</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Not now</Button>
          </DialogClose>
          <Button>Choose a time</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Open: Story = { ...Default, args: { defaultOpen: true } };

export const Confirmation: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="danger">End Call</Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>End the call with Nova?</DialogTitle>
          <DialogDescription>The transcript so far is saved to your inbox.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep talking</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="danger">End Call</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="secondary">Read the HIPAA summary</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>How we handle patient calls</DialogTitle>
          <DialogDescription>
            The panel scrolls when its content is taller than the screen.
          </DialogDescription>
        </DialogHeader>
        {[
          "Calls are encrypted in transit and at rest.",
          "Transcripts are kept for 30 days, then deleted.",
          "Only your staff accounts can read call recordings.",
          "The AI never asks for payment card numbers.",
          "Every access to a recording is logged.",
          "You can export or erase a caller's data on request.",
        ].map((line) => (
          <p key={line} className="text-sm leading-relaxed">
            {line} Our AI voice agents follow the same rules on every call, day and night, so your
            clinic stays compliant while never missing a call.
          </p>
        ))}
      </DialogContent>
    </Dialog>
  ),
};

export const Controlled: Story = {
  render: function ControlledDialog() {
    const [open, setOpen] = useState(false);
    return (
      <div className="flex items-center gap-4">
        <Button
          onClick={() => {
            setOpen(true);
          }}
        >
          Calculate ROI
        </Button>
        <p className="text-sm text-muted-foreground">Dialog is {open ? "open" : "closed"}</p>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Your estimated return</DialogTitle>
              <DialogDescription>
                Based on 200 inquiries a month, $150 per conversion and a 35% close rate.
              </DialogDescription>
            </DialogHeader>
            <p className="text-3xl font-semibold">$10,500 / month</p>
          </DialogContent>
        </Dialog>
      </div>
    );
  },
};
