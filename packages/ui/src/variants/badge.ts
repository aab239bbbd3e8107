import { cva } from "class-variance-authority";

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
