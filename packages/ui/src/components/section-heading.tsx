import type { VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { sectionHeadingVariants } from "../variants/section-heading.js";

/** Props of {@link SectionHeading}. @public */
export interface SectionHeadingProps
  extends Omit<ComponentProps<"div">, "title">, VariantProps<typeof sectionHeadingVariants> {
  /** A short kicker above the title, e.g. "How It Works". */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /**
   * The heading level, to fit the page outline.
   * @defaultValue "h2"
   */
  as?: "h2" | "h3";
  /** A sentence or two under the title. */
  description?: ReactNode;
}

/**
 * The heading block that opens a page section: eyebrow, title and description.
 * @example <SectionHeading eyebrow="How It Works" title="From missed call to booked appointment" align="center" />
 * @public
 */
export function SectionHeading({
  eyebrow,
  title,
  as: Heading = "h2",
  description,
  align,
  className,
  ...props
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      data-align={align ?? "left"}
      className={cn(sectionHeadingVariants({ align }), className)}
      {...props}
    >
      {eyebrow !== undefined && (
        <p
          data-slot="section-heading-eyebrow"
          className="text-sm font-semibold tracking-wider text-primary uppercase"
        >
          {eyebrow}
        </p>
      )}
      <Heading
        data-slot="section-heading-title"
        className="font-display text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl"
      >
        {title}
      </Heading>
      {description !== undefined && (
        <p
          data-slot="section-heading-description"
          className="text-lg text-pretty text-muted-foreground"
        >
          {description}
        </p>
      )}
    </div>
  );
}
