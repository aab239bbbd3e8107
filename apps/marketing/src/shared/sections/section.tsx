import type { SectionIntro } from "@novaline/content";
import { cn, SectionHeading } from "@novaline/ui";
import type { ComponentProps, ReactNode } from "react";

export interface SectionProps extends Omit<ComponentProps<"section">, "children"> {
  intro?: SectionIntro;
  /** Centre the heading block (the default for full-width sections). */
  align?: "left" | "center";
  /** A tinted band behind the section. */
  band?: boolean;
  children?: ReactNode;
}

/** A page section: its heading block, its content and its footnote, on the page's grid. */
export function Section({
  intro,
  align = "center",
  band,
  className,
  children,
  ...props
}: SectionProps) {
  return (
    <section
      className={cn("scroll-mt-20 py-16 sm:py-24", band && "bg-muted/40", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 sm:px-6">
        {intro ? (
          <SectionHeading
            eyebrow={intro.eyebrow}
            title={intro.title}
            description={intro.description}
            align={align}
            className={align === "center" ? "mx-auto max-w-3xl" : "max-w-3xl"}
          />
        ) : null}
        {children}
        {intro?.footnote ? (
          <p className="text-center text-xs text-muted-foreground">{intro.footnote}</p>
        ) : null}
      </div>
    </section>
  );
}
