import type { HomeContent } from "@novaline/content";
import { Button } from "@novaline/ui";
import { ArrowRight, Check, X } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "../../lib/icons";
import { Section } from "../section";

/** The problem (unanswered calls and messages) next to what an AI agent does about it. */
export default function ProblemSolution({
  intro,
  problems,
  solutions,
  problemsLabel,
  solutionsLabel,
  cta,
}: HomeContent["problemSolution"]) {
  return (
    <Section intro={intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4 rounded-3xl border border-danger/25 bg-danger/5 p-6 sm:p-8">
          <p className="flex items-center gap-2 font-semibold">
            <X aria-hidden="true" className="size-5 text-danger" /> {problemsLabel}
          </p>
          <ul className="grid gap-5">
            {problems.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-danger/10 text-danger">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid content-start gap-4 rounded-3xl border border-success/30 bg-success/5 p-6 sm:p-8">
          <p className="flex items-center gap-2 font-semibold">
            <Check aria-hidden="true" className="size-5 text-success" /> {solutionsLabel}
          </p>
          <ul className="grid gap-5">
            {solutions.map((item) => (
              <li key={item.title} className="flex gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-success/10 text-success">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <div className="grid gap-1">
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <Button asChild size="lg" className="justify-self-center">
        <Link to={cta.href}>
          {cta.label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Section>
  );
}
