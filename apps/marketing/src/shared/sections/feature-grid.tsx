import type { FeatureItem, SectionIntro } from "@novaline/content";
import { cn } from "@novaline/ui";
import { Icon } from "../icons";
import { Section } from "./section";

export interface FeatureGridProps {
  intro: SectionIntro;
  items: readonly FeatureItem[];
  /** Number the items as steps (How It Works). */
  numbered?: boolean;
  band?: boolean;
}

/** Cards with an icon, a title and a description: steps, channels or benefits. */
export default function FeatureGrid({ intro, items, numbered, band }: FeatureGridProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <Section intro={intro} band={band}>
      <List
        className={cn(
          "grid gap-6 sm:grid-cols-2",
          items.length === 4 ? "lg:grid-cols-4" : items.length >= 3 ? "lg:grid-cols-3" : "",
        )}
      >
        {items.map((item, index) => (
          <li
            key={item.title}
            className="relative grid content-start gap-3 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-items-center rounded-2xl bg-brand text-brand-foreground">
                <Icon name={item.icon} className="size-6" />
              </span>
              {numbered ? (
                <span
                  aria-hidden="true"
                  className="text-4xl font-bold text-muted-foreground/40 tabular-nums"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
              ) : null}
            </div>
            <h3 className="text-lg font-bold">{item.title}</h3>
            <p className="text-sm text-muted-foreground">{item.description}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}
