import type { HomeContent } from "@novaline/content";
import { Carousel } from "@novaline/ui";
import { X } from "lucide-react";
import { Section } from "../../shared/sections/section";

/** The chores integrations end, and a slider of the tools the agent plugs into. */
export default function Integrations({ intro, painPoints, cards }: HomeContent["integrations"]) {
  return (
    <Section intro={intro}>
      <ul className="flex flex-wrap justify-center gap-3">
        {painPoints.map((point) => (
          <li
            key={point}
            className="flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm"
          >
            <X aria-hidden="true" className="size-4 text-danger" />
            <span className="text-muted-foreground line-through decoration-danger/60">{point}</span>
          </li>
        ))}
      </ul>
      <Carousel label="Integrations" perView={{ base: 1, sm: 2, lg: 3 }}>
        {cards.map((card) => (
          <article
            key={card.name}
            className="grid h-full content-start gap-4 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <img
              src={card.image.src}
              srcSet={card.image.srcSet}
              alt=""
              width={card.image.width}
              height={card.image.height}
              loading="lazy"
              decoding="async"
              className="size-14 rounded-2xl"
            />
            <h3 className="text-lg font-bold">{card.name}</h3>
            <p className="text-sm text-muted-foreground">{card.description}</p>
          </article>
        ))}
      </Carousel>
    </Section>
  );
}
