import type { FeatureItem, HomeContent } from "@novaline/content";
import { Button, cn } from "@novaline/ui";
import { ArrowRight, Check, X } from "lucide-react";
import { Link } from "react-router";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

/** One side of the comparison: today's problems in red, the agent's answers in green. */
function Column({
  tone,
  label,
  items,
}: {
  tone: "problem" | "solution";
  label: string;
  items: readonly FeatureItem[];
}) {
  const problem = tone === "problem";
  const Mark = problem ? X : Check;
  return (
    <div
      className={cn(
        "grid content-start gap-4 rounded-3xl border p-6 sm:p-8",
        problem ? "border-danger/25 bg-danger/5" : "border-success/30 bg-success/5",
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Mark
          aria-hidden="true"
          className={cn("size-5", problem ? "text-danger" : "text-success")}
        />{" "}
        {label}
      </p>
      <ul className="grid gap-5">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span
              className={cn(
                "grid size-11 shrink-0 place-items-center rounded-2xl",
                problem ? "bg-danger/10 text-danger" : "bg-success/10 text-success",
              )}
            >
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
  );
}

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
        <Column tone="problem" label={problemsLabel} items={problems} />
        <Column tone="solution" label={solutionsLabel} items={solutions} />
      </div>
      <Button asChild size="lg" className="justify-self-center">
        <Link to={cta.href}>
          {cta.label} <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Section>
  );
}
