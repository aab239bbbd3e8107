import type { Link as LinkCopy, SectionIntro } from "@novaline/content";
import { DEFAULT_ROI_INPUT } from "@novaline/roi";
import { Button, cn } from "@novaline/ui";
import { ArrowRight, Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { RoiCalculator } from "./roi-calculator";
import type { RoiCalculatorData } from "./roi-calculator-data";
import { roiToSearch } from "./roi-query";
import { Section } from "../../shared/sections/section";

export interface RoiTeaserProps {
  id: string;
  intro: SectionIntro;
  highlights: readonly string[];
  cta: LinkCopy;
  calculator: RoiCalculatorData;
  /** Green accents, for the Pricing page. */
  tone?: "brand" | "success";
}

/** The ROI teaser: the calculator, and a link that opens /roi with the values chosen here. */
export default function RoiTeaser({
  id,
  intro,
  highlights,
  cta,
  calculator,
  tone = "brand",
}: RoiTeaserProps) {
  const [input, setInput] = useState(DEFAULT_ROI_INPUT);
  return (
    <Section id={id} intro={intro}>
      <div
        className={cn(
          "grid gap-8 rounded-3xl border bg-card bg-sheen p-6 shadow-elevated sm:p-10",
          tone === "success" ? "border-success/40" : "border-primary/25",
        )}
      >
        <RoiCalculator data={calculator} value={input} onValueChange={setInput} tone={tone} />
        <div className="flex flex-wrap items-center justify-between gap-6 border-t border-border pt-6">
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <Check
                  aria-hidden="true"
                  className={cn(
                    "mt-0.5 size-4 shrink-0",
                    tone === "success" ? "text-success" : "text-primary",
                  )}
                />
                {highlight}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" variant={tone === "success" ? "success" : "primary"}>
            <Link to={`${cta.href}?${roiToSearch(input).toString()}`}>
              {cta.label} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </Section>
  );
}
