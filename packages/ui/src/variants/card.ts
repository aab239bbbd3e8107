import { cva } from "class-variance-authority";

/**
 * Class names of each Card variant.
 * @public
 */
export const cardVariants = cva(
  "flex flex-col gap-6 rounded-2xl border py-6 text-card-foreground transition-shadow duration-(--duration-normal)",
  {
    variants: {
      variant: {
        default: "border-border bg-card bg-sheen shadow-card",
        glow: "border-primary/30 bg-card bg-glow shadow-glow",
        // The brand gradient shows through a transparent border around the card surface.
        "gradient-border":
          "border-2 border-transparent shadow-card [background:linear-gradient(var(--card),var(--card))_padding-box,var(--gradient-brand)_border-box]",
      },
      /** Lifts on hover (a link or button card); still under reduced motion, only the shadow grows. */
      interactive: {
        true: "hover:border-primary/40 hover:shadow-elevated motion-safe:transition-[box-shadow,border-color,translate] motion-safe:hover:-translate-y-0.5",
        false: "",
      },
    },
    defaultVariants: { variant: "default", interactive: false },
  },
);
