import type { Industry, SectionIntro } from "@novaline/content";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@novaline/ui";
import { CircleCheck } from "lucide-react";
import type { CSSProperties } from "react";
import { Icon } from "../../shared/icons";
import { Section } from "../../shared/sections/section";

export interface IndustryTabsProps {
  intro: SectionIntro;
  /** The nine industries with this page's three scenarios each (call- or chat-worded). */
  industries: readonly (Pick<Industry, "key" | "label" | "icon" | "accent" | "illustration"> & {
    scenarios: readonly string[];
  })[];
}

/** Nine industry tabs, the first selected: each shows three scenarios and an illustration. */
export default function IndustryTabs({ intro, industries }: IndustryTabsProps) {
  return (
    <Section intro={intro} band>
      <Tabs defaultValue={industries[0]?.key} className="gap-8">
        <TabsList aria-label={intro.title} className="mx-auto max-w-full">
          {industries.map((industry) => (
            <TabsTrigger key={industry.key} value={industry.key}>
              <Icon name={industry.icon} />
              {industry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {industries.map((industry) => (
          <TabsContent
            key={industry.key}
            value={industry.key}
            // Every industry's scenarios are in the prerendered HTML; inactive ones are hidden.
            forceMount
            style={{ "--accent": industry.accent } as CSSProperties}
            className="grid min-w-0 items-center gap-8 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card data-[state=inactive]:hidden sm:p-10 lg:grid-cols-2 [&>*]:min-w-0"
          >
            <div className="grid content-start gap-5">
              <h3 className="flex items-center gap-3 text-2xl font-bold">
                <span className="grid size-11 place-items-center rounded-2xl bg-(--accent) text-white">
                  <Icon name={industry.icon} className="size-5" />
                </span>
                {industry.label}
              </h3>
              <ul className="grid gap-4">
                {industry.scenarios.map((scenario) => (
                  <li key={scenario} className="flex gap-3">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-(--accent)"
                    />
                    <span>{scenario}</span>
                  </li>
                ))}
              </ul>
            </div>
            <img
              src={industry.illustration.src}
              srcSet={industry.illustration.srcSet}
              alt={industry.illustration.alt}
              width={industry.illustration.width}
              height={industry.illustration.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-2xl"
            />
          </TabsContent>
        ))}
      </Tabs>
    </Section>
  );
}
