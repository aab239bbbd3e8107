import { cva } from "class-variance-authority";

/**
 * Class names of each Wordmark size.
 * @public
 */
export const wordmarkVariants = cva(
  "inline-flex items-center gap-2 rounded-md font-display font-bold tracking-tight text-foreground",
  {
    variants: {
      size: {
        sm: "text-lg",
        md: "text-xl",
        lg: "text-3xl",
      },
    },
    defaultVariants: { size: "md" },
  },
);
