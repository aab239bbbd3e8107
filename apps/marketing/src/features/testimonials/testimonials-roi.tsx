import type { Link as LinkCopy, SectionIntro, StatFigure } from "@novaline/content";
import { Button, CountUp, StatTile } from "@novaline/ui";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Section } from "../../shared/sections/section";

export interface TestimonialsRoiProps {
  intro: SectionIntro;
  figures: readonly StatFigure[];
  cta: LinkCopy;
}

/** What clients see on average, and the way to the ROI calculator for one's own figures. */
export default function TestimonialsRoi({ intro, figures, cta }: TestimonialsRoiProps) {
  return (
    <Section intro={intro}>
      <div className="grid justify-items-center gap-8 rounded-[2rem] border border-primary/25 bg-card bg-sheen p-6 shadow-elevated sm:p-10">
        <ul className="grid w-full gap-4 md:grid-cols-3">
          {figures.map((figure) => (
            <li key={figure.label}>
              <StatTile
                variant="plain"
                align="center"
                className="h-full"
                value={
                  <span className="bg-brand-text bg-clip-text text-transparent">
                    {figure.countUp ? (
                      <CountUp
                        value={figure.countUp.to}
                        decimals={figure.countUp.decimals}
                        prefix={figure.countUp.prefix}
                        suffix={figure.countUp.suffix}
                      />
                    ) : (
                      figure.value
                    )}
                  </span>
                }
                label={figure.label}
                description={figure.detail}
              />
            </li>
          ))}
        </ul>
        <Button asChild size="lg">
          <Link to={cta.href}>
            {cta.label} <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Section>
  );
}
