import { Info } from "lucide-react";
import { Section } from "../../shared/sections/section";

/** How the calculator works: its stated assumptions, in plain words. */
export default function RoiAssumptions({
  title,
  items,
}: {
  title: string;
  items: readonly string[];
}) {
  return (
    <Section intro={{ title }}>
      <ul className="mx-auto grid w-full max-w-3xl gap-4">
        {items.map((item) => (
          <li key={item} className="flex gap-3 rounded-2xl border border-border bg-card p-4">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="text-muted-foreground">{item}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
