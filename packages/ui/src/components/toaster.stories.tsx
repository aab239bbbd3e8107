import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect } from "react";
import { Button } from "./button.js";
import { Toaster, toast } from "./toaster.js";

const meta = {
  title: "Components/Toaster",
  component: Toaster,
  tags: ["autodocs"],
  parameters: {
    // The toast store is global: give each story its own frame so toasts don't show twice.
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          "Render `<Toaster />` once per app and call `toast` (imported from `@novaline/ui`). Built on Sonner. Durations follow the product spec: 4 s for blank, error and custom, 2 s for success, loading until dismissed; at most 20 at once, at the top centre. Toasts pause while hovered or focused, have a close button, can take an action button and a description, and can be swiped away on touch screens. Alt+T moves focus to the toasts; Escape closes the focused one.",
      },
    },
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}

export const Playground: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3 pt-24">
      <Toaster {...args} />
      <Button variant="secondary" onClick={() => toast("Nova is listening")}>
        Blank
      </Button>
      <Button variant="success" onClick={() => toast.success("Your ROI report is on its way")}>
        Success
      </Button>
      <Button
        variant="danger"
        onClick={() => toast.error("The call could not start. Check your microphone.")}
      >
        Error
      </Button>
      <Button
        variant="outline"
        onClick={() => {
          const id = toast.loading("Connecting to Nova…");
          void wait(2500).then(() => toast.success("Connected — say hello!", { id }));
        }}
      >
        Loading → success
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          void toast.promise(
            wait(1500).then(() => "Tuesday 10:30"),
            {
              loading: "Booking your demo…",
              success: (slot) => `Demo booked for ${slot}`,
              error: "Booking failed. Please try again.",
            },
          )
        }
      >
        Promise
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast("Inquiry archived", {
            action: {
              label: "Undo",
              onClick: () => toast.success("Inquiry restored"),
            },
          })
        }
      >
        With action
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast.success("Demo booked", {
            description: "Tuesday 10:30 with Maya. We sent the invite to your inbox.",
          })
        }
      >
        With description
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.custom(
            <span className="flex items-center gap-2">
              <span aria-hidden="true" className="size-2 rounded-full bg-success" />
              Nova answered 3 calls while you were away
            </span>,
          )
        }
      >
        Custom
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          toast.dismiss();
        }}
      >
        Dismiss all
      </Button>
    </div>
  ),
};

/** Every kind at once, kept on screen (no timeout) so the styles can be inspected. */
export const AllKinds: Story = {
  render: function AllKindsStory(args) {
    useEffect(() => {
      const pinned = { duration: Number.POSITIVE_INFINITY };
      toast("Nova is listening", { ...pinned, id: "blank" });
      toast.success("Your ROI report is on its way", { ...pinned, id: "success" });
      toast.error("The call could not start. Check your microphone.", { ...pinned, id: "error" });
      toast.loading("Connecting to Nova…", { id: "loading" });
      toast("Inquiry archived", {
        ...pinned,
        id: "action",
        action: { label: "Undo", onClick: () => undefined },
      });
      toast.success("Demo booked", {
        ...pinned,
        id: "description",
        description: "Tuesday 10:30 with Maya. We sent the invite to your inbox.",
      });
      toast.custom(<span>Transcript saved to your inbox</span>, { ...pinned, id: "custom" });
      return () => {
        toast.dismiss();
      };
    }, []);
    return (
      <div className="min-h-[44rem]">
        <Toaster {...args} />
      </div>
    );
  },
};
