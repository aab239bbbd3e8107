import type { FaqItem, SectionIntro } from "@novaline/content";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@novaline/ui";
import { Section } from "./section";

/**
 * Four questions, one open at a time; clicking the open one closes it (spec "FAQ"). Every answer
 * is in the prerendered HTML; closed ones are hidden.
 */
export default function Faq({ intro, items }: { intro: SectionIntro; items: readonly FaqItem[] }) {
  return (
    <Section intro={intro}>
      <Accordion type="single" collapsible className="mx-auto w-full max-w-3xl">
        {items.map((item) => (
          <AccordionItem key={item.q} value={item.q}>
            <AccordionTrigger>{item.q}</AccordionTrigger>
            <AccordionContent forceMount className="[[data-state=closed]>&]:hidden">
              {item.a}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
