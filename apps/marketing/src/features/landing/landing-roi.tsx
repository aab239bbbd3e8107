import type { Link as LinkCopy, SectionIntro } from "@novaline/content";
import { DEFAULT_ROI_INPUT } from "@novaline/roi";
import { buttonVariants } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { RoiCalculator } from "../roi/roi-calculator";
import type { RoiCalculatorData } from "../roi/roi-calculator-data";
import { Section } from "../../shared/sections/section";
import { BookingLink } from "./booking-link";

export interface LandingRoiProps {
  id: string;
  intro: SectionIntro;
  calculator: RoiCalculatorData;
  /** Goes to the booking section. */
  cta: LinkCopy;
}

/** The ROI calculator, and a way from its estimate to booking a demo. */
export default function LandingRoi({ id, intro, calculator, cta }: LandingRoiProps) {
  const [input, setInput] = useState(DEFAULT_ROI_INPUT);
  return (
    <Section id={id} intro={intro}>
      <div className="grid gap-8 rounded-3xl border border-primary/25 bg-card bg-sheen p-6 shadow-elevated sm:p-10">
        <RoiCalculator data={calculator} value={input} onValueChange={setInput} />
        <div className="flex justify-center border-t border-border pt-6">
          <BookingLink href={cta.href} className={buttonVariants({ size: "lg" })}>
            {cta.label} <ArrowRight aria-hidden="true" />
          </BookingLink>
        </div>
      </div>
    </Section>
  );
}
