import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/**
 * Class names of each Badge variant and shape.
 * @public
 */
export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1.5 border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap transition-colors duration-(--duration-fast) [&_svg]:pointer-events-none [&_svg]:size-3.5 [&_svg]:shrink-0 [a&]:focus-visible:outline-2 [a&]:focus-visible:outline-offset-2 [a&]:focus-visible:outline-ring",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
        success: "border-transparent bg-success text-success-foreground [a&]:hover:bg-success/90",
        danger: "border-transparent bg-danger text-danger-foreground [a&]:hover:bg-danger/90",
        outline: "border-border bg-transparent text-foreground [a&]:hover:bg-muted",
        brand: "border-transparent bg-brand text-brand-foreground shadow-glow",
      },
      shape: {
        rounded: "rounded-md",
        pill: "rounded-full px-3 py-1",
      },
    },
    defaultVariants: { variant: "default", shape: "rounded" },
  },
);

/** Props of {@link Badge}. @public */
export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {
  /**
   * Renders the single child element (e.g. an `<a>`) with the badge's styles instead of a `<span>`.
   * @defaultValue false
   */
  asChild?: boolean;
}

/**
 * A short status or category label. Variants: default, secondary, success, danger, outline,
 * brand; `shape="pill"` makes it fully rounded (see {@link Pill}).
 * @example <Badge variant="success">Live</Badge>
 * @example <Badge variant="brand" shape="pill">Trusted by Industry Leaders</Badge>
 * @public
 */
export function Badge({ className, variant, shape, asChild = false, ...props }: BadgeProps) {
  const Component = asChild ? Slot : "span";
  return (
    <Component
      data-slot="badge"
      data-variant={variant ?? "default"}
      data-shape={shape ?? "rounded"}
      className={cn(badgeVariants({ variant, shape }), className)}
      {...props}
    />
  );
}

/**
 * A {@link Badge} shaped as a pill, e.g. the highlight on a testimonial.
 * @example <Pill variant="secondary">40+ hours saved</Pill>
 * @public
 */
export function Pill({ shape = "pill", ...props }: BadgeProps) {
  return <Badge shape={shape} {...props} />;
}
