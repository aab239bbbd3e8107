import type { BookingContent } from "@novaline/content";
import { cn } from "@novaline/ui";
import { Icon } from "../../lib/icons";

export interface BookingAgendaProps {
  title: BookingContent["agendaTitle"];
  items: BookingContent["agenda"];
  className?: string;
}

/** "What we'll cover": the points of the consultation, listed beside the calendar. */
export function BookingAgenda({ title, items, className }: BookingAgendaProps) {
  return (
    <div className={cn("grid content-start gap-5", className)}>
      <h3 className="font-display text-xl font-bold">{title}</h3>
      <ul className="grid gap-4">
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
    </div>
  );
}
