import { cva } from "class-variance-authority";

/**
 * Class names of each StatTile variant and alignment.
 * @public
 */
export const statTileVariants = cva("flex flex-col gap-2 rounded-2xl p-6", {
  variants: {
    variant: {
      default: "border border-border bg-card text-card-foreground shadow-card",
      plain: "text-foreground",
    },
    align: {
      start: "items-start text-left",
      center: "items-center text-center",
    },
  },
  defaultVariants: { variant: "default", align: "start" },
});
