import { cva } from "class-variance-authority";

/**
 * Class names of each Skeleton shape.
 * @public
 */
export const skeletonVariants = cva(
  // The highlight sweeps only when motion is welcome; otherwise the block is still.
  "relative block overflow-hidden bg-muted before:absolute before:inset-0 before:-translate-x-full before:bg-linear-to-r before:from-transparent before:via-foreground/10 before:to-transparent motion-safe:before:animate-shimmer",
  {
    variants: {
      shape: {
        rect: "rounded-lg",
        text: "h-4 w-full rounded-md",
        circle: "aspect-square rounded-full",
      },
    },
    defaultVariants: { shape: "rect" },
  },
);
