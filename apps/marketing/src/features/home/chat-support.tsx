import type { HomeContent } from "@novaline/content";
import { Button } from "@novaline/ui";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { ArrowLink } from "./arrow-link";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

export interface ChatSupportProps extends Pick<
  HomeContent["chatSupport"],
  "intro" | "points" | "link"
> {
  id: string;
  cta: { label: string; href: string };
}

/** The chat agent on every messaging channel, with a way to try it. */
export default function ChatSupport({ id, intro, points, cta, link }: ChatSupportProps) {
  return (
    <Section id={id} intro={intro} band>
      <ul className="grid gap-6 md:grid-cols-3">
        {points.map((point) => (
          <li
            key={point.title}
            className="grid content-start gap-3 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <span className="grid size-12 place-items-center rounded-2xl bg-brand text-brand-foreground">
              <Icon name={point.icon} className="size-6" />
            </span>
            <h3 className="text-lg font-bold">{point.title}</h3>
            <p className="text-sm text-muted-foreground">{point.description}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-center gap-4">
        <Button asChild size="lg">
          <Link to={cta.href}>
            <MessageCircle aria-hidden="true" /> {cta.label}
          </Link>
        </Button>
        <ArrowLink to={link.href}>{link.label}</ArrowLink>
      </div>
    </Section>
  );
}
