import type { Meta, StoryObj } from "@storybook/react-vite";
import { Menu, Phone } from "lucide-react";
import { Button } from "./button.js";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./sheet.js";

const meta = {
  title: "Components/Sheet",
  component: SheetContent,
  tags: ["autodocs"],
  args: { side: "right" },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof SheetContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const links = ["Home", "About", "Services", "Testimonials", "Pricing", "Contact"];

function mobileMenu(defaultOpen: boolean): Story["render"] {
  return function MobileMenuStory(args) {
    return (
      <Sheet defaultOpen={defaultOpen}>
        <SheetTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Open menu">
            <Menu />
          </Button>
        </SheetTrigger>
        <SheetContent {...args}>
          <SheetHeader>
            <SheetTitle>NovaLine</SheetTitle>
            <SheetDescription>AI voice agents and chatbots</SheetDescription>
          </SheetHeader>
          <nav aria-label="Main" className="flex flex-col gap-1">
            {links.map((link) => (
              <SheetClose key={link} asChild>
                <a
                  href={`#${link.toLowerCase()}`}
                  className="rounded-lg px-3 py-2 text-base font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {link}
                </a>
              </SheetClose>
            ))}
          </nav>
          <SheetFooter>
            <Button asChild>
              <a href="#booking">Book Appointment</a>
            </Button>
          </SheetFooter>
        </SheetContent>
      </Sheet>
    );
  };
}

export const MobileMenu: Story = { args: { side: "left" }, render: mobileMenu(false) };

export const MobileMenuOpen: Story = { args: { side: "left" }, render: mobileMenu(true) };

export const VoiceChatPanel: Story = {
  args: { side: "bottom" },
  render: (args) => (
    <Sheet defaultOpen>
      <SheetTrigger asChild>
        <Button>
          <Phone /> Voice Chat
        </Button>
      </SheetTrigger>
      <SheetContent {...args} className="mx-auto max-w-md">
        <SheetHeader>
          <SheetTitle>Nova Live AI</SheetTitle>
          <SheetDescription>
            Need help? Chat with our AI agent or hop on a live call.
          </SheetDescription>
        </SheetHeader>
        <Button size="lg">Talk to the AI</Button>
        <SheetFooter>
          <p className="text-center text-xs text-muted-foreground">Powered by NovaLine</p>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  ),
};

export const Sides: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {(["top", "right", "bottom", "left"] as const).map((side) => (
        <Sheet key={side}>
          <SheetTrigger asChild>
            <Button variant="outline">Open {side}</Button>
          </SheetTrigger>
          <SheetContent side={side}>
            <SheetHeader>
              <SheetTitle>Sheet from the {side}</SheetTitle>
              <SheetDescription>Escape, the close button or the overlay close it.</SheetDescription>
            </SheetHeader>
          </SheetContent>
        </Sheet>
      ))}
    </div>
  ),
};
