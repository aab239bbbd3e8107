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
          "Render `<Toaster />` once per app and call `toast` (imported from `@novaline/ui`). Durations follow the product spec: 4 s for blank, error and custom, 2 s for success, loading until dismissed; at most 20 at once. Toasts pause while hovered or focused.",
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
        variant="ghost"
        onClick={() =>
          toast.custom((t) => (
            <span className="flex items-center gap-3">
              Transcript saved to your inbox
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  toast.dismiss(t.id);
                }}
              >
                Undo
              </Button>
            </span>
          ))
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
      toast.custom(<span>Transcript saved to your inbox</span>, { ...pinned, id: "custom" });
      return () => {
        toast.remove();
      };
    }, []);
    return (
      <div className="min-h-96">
        <Toaster {...args} />
      </div>
    );
  },
};
