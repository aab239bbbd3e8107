import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../testing/axe.js";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionProps,
} from "./accordion.js";

const faq = [
  { q: "Is it HIPAA compliant?", a: "Yes: HIPAA, PCI DSS and SOC 2." },
  { q: "Can I customise the voice?", a: "Choose the voice and personality." },
  { q: "Does it integrate with my CRM?", a: "All major CRMs, plus an API." },
  { q: "How fast can we go live?", a: "Within 24 hours." },
] as const;

function Faq(props: Partial<AccordionProps>) {
  return (
    <Accordion {...(props as AccordionProps)}>
      {faq.map((item, index) => (
        <AccordionItem key={item.q} value={`q${index}`}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const trigger = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("starts closed, with each trigger inside a level-3 heading", () => {
    render(<Faq />);
    for (const item of faq) {
      expect(trigger(item.q)).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByRole("heading", { level: 3, name: item.q })).toBeInTheDocument();
    }
    expect(screen.queryByText(faq[0].a)).not.toBeInTheDocument();
  });

  it("keeps only one item open and closes the open one when clicked again", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(trigger(faq[0].q));
    expect(trigger(faq[0].q)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: faq[0].q })).toHaveTextContent(faq[0].a);

    await user.click(trigger(faq[2].q));
    expect(trigger(faq[2].q)).toHaveAttribute("aria-expanded", "true");
    expect(trigger(faq[0].q)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(faq[0].a)).not.toBeInTheDocument();

    await user.click(trigger(faq[2].q));
    expect(trigger(faq[2].q)).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("toggles with Enter and Space and moves between headers with arrows, Home and End", async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.tab();
    expect(trigger(faq[0].q)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger(faq[0].q)).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(trigger(faq[0].q)).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{ArrowDown}");
    expect(trigger(faq[1].q)).toHaveFocus();
    await user.keyboard("{End}");
    expect(trigger(faq[3].q)).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(trigger(faq[0].q)).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(trigger(faq[3].q)).toHaveFocus();
    await user.keyboard("{Home}");
    expect(trigger(faq[0].q)).toHaveFocus();
  });

  it("can keep the open item open (collapsible={false}) or allow several (multiple)", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Faq collapsible={false} defaultValue="q1" />);
    await user.click(trigger(faq[1].q));
    expect(trigger(faq[1].q)).toHaveAttribute("aria-expanded", "true");
    unmount();

    render(<Faq type="multiple" />);
    await user.click(trigger(faq[0].q));
    await user.click(trigger(faq[1].q));
    expect(trigger(faq[0].q)).toHaveAttribute("aria-expanded", "true");
    expect(trigger(faq[1].q)).toHaveAttribute("aria-expanded", "true");
  });

  it("works controlled and reports '' when the open item closes", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Faq value="q3" onValueChange={onValueChange} />);
    expect(trigger(faq[3].q)).toHaveAttribute("aria-expanded", "true");
    await user.click(trigger(faq[3].q));
    expect(onValueChange).toHaveBeenCalledWith("");
    expect(trigger(faq[3].q)).toHaveAttribute("aria-expanded", "true");
  });

  it("takes the heading level from headingLevel", () => {
    render(
      <Accordion>
        <AccordionItem value="a">
          <AccordionTrigger headingLevel={2}>Is it HIPAA compliant?</AccordionTrigger>
          <AccordionContent>Yes.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Is it HIPAA compliant?");
  });

  it("has no axe violations, open or closed", async () => {
    const { container } = render(<Faq defaultValue="q0" />);
    await expectNoAxeViolations(container);
  });
});
