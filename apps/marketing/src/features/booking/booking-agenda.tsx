import type { BookingContent } from "@novaline/content";
import { cn } from "@novaline/ui";
import { Icon } from "../../shared/icons";

export interface BookingAgendaProps {
  title: BookingContent["agendaTitle"];
  items: BookingContent["agenda"];
  reassurance: BookingContent["reassurance"];
  /** Level of the list's heading in the page's outline. */
  headingLevel: 2 | 3;
  className?: string;
}

/** "What we'll cover": the points of the consultation, then its promises (free, short, no card). */
export function BookingAgenda({
  title,
  items,
  reassurance,
  headingLevel,
  className,
}: BookingAgendaProps) {
  const Heading = `h${String(headingLevel)}` as "h2" | "h3";
  return (
    <div className={cn("grid content-start gap-6", className)}>
      <Heading className="font-display text-2xl font-bold tracking-tight">{title}</Heading>
      <ul className="grid gap-5">
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand text-brand-foreground shadow-glow">
              <Icon name={item.icon} className="size-5" />
            </span>
            <div className="grid gap-1">
              <p className="font-semibold">{item.title}</p>
              <p className="text-sm text-pretty text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <ul className="grid gap-2.5 rounded-2xl border border-border bg-card/60 p-5 text-sm font-medium">
        {reassurance.map((promise) => (
          <li key={promise.label} className="flex items-center gap-3">
            <Icon name={promise.icon} className="size-4 shrink-0 text-primary" />
            {promise.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
