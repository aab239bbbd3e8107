import type { AboutPageContent } from "@novaline/content";
import { Section } from "../../shared/sections/section";

/** The people behind the agents: avatar, name, role and a short bio each. */
export default function TeamGrid({ intro, members }: AboutPageContent["team"]) {
  return (
    <Section intro={intro} band>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li
            key={member.name}
            className="grid content-start gap-4 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card"
          >
            <div className="flex items-center gap-4">
              <img
                src={member.avatar.src}
                srcSet={member.avatar.srcSet}
                alt=""
                width={member.avatar.width}
                height={member.avatar.height}
                loading="lazy"
                decoding="async"
                className="size-16 shrink-0 rounded-full"
              />
              <div className="min-w-0">
                <h3 className="text-lg font-bold">{member.name}</h3>
                <p className="text-sm font-medium text-primary">{member.role}</p>
              </div>
            </div>
            <p className="text-sm text-pretty text-muted-foreground">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
