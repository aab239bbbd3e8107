import type { Meta, StoryObj } from "@storybook/react-vite";
import { BookOpen, Calculator, LogOut, Menu, Phone, Settings } from "lucide-react";
import { useState } from "react";
import { Button } from "./button.js";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu.js";

const meta = {
  title: "Components/DropdownMenu",
  component: DropdownMenu,
  tags: ["autodocs"],
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const pages = ["Home", "About", "Services", "Testimonials", "Pricing", "Contact"];

export const MobileNavigation: Story = {
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Menu">
          <Menu />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-56">
        <DropdownMenuGroup>
          {pages.map((page) => (
            <DropdownMenuItem key={page} asChild>
              <a href={`#${page.toLowerCase()}`}>{page}</a>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="font-semibold text-primary">
          <a href="#booking">Book Appointment</a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

/*
 * Stories that load with the menu open use `modal: false`: a modal menu hides the page behind it
 * from assistive technology (correct while it is open), which page-level axe checks of a story
 * at rest report as focusable content inside aria-hidden. The look is the same.
 */
const openAtRest = { defaultOpen: true, modal: false } as const;

export const Open: Story = { ...MobileNavigation, args: openAtRest };

export const WithIcons: Story = {
  args: openAtRest,
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Admin</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60">
        <DropdownMenuLabel>Signed in as staff@novaline.ai</DropdownMenuLabel>
        <DropdownMenuItem icon={<Phone />}>Talk to the AI</DropdownMenuItem>
        <DropdownMenuItem icon={<Calculator />} asChild>
          <a href="#roi">Calculate ROI</a>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<BookOpen />} asChild>
          <a href="#inquiries">Maintenance inquiries</a>
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Settings />} disabled>
          Settings (coming soon)
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<LogOut />} variant="danger">
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const CheckboxAndRadioItems: Story = {
  args: openAtRest,
  render: function Preferences(args) {
    const [spoken, setSpoken] = useState(true);
    const [transcript, setTranscript] = useState(false);
    const [language, setLanguage] = useState("en");
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">Voice settings</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-56">
          <DropdownMenuCheckboxItem checked={spoken} onCheckedChange={setSpoken}>
            Read replies aloud
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={transcript} onCheckedChange={setTranscript}>
            Email the transcript
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel inset>Language</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={language} onValueChange={setLanguage}>
            <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="es">Spanish</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="fr">French</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
};
