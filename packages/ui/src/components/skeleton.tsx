import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

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

/** Props of {@link Skeleton}. @public */
export interface SkeletonProps
  extends Omit<ComponentProps<"div">, "children">, VariantProps<typeof skeletonVariants> {}

/**
 * A placeholder block shown while content loads; hidden from assistive technology (announce the
 * loading state elsewhere, e.g. `aria-busy` on the region). Size it with `className`.
 * @example <Skeleton shape="circle" className="size-10" />
 * @public
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape ?? "rect"}
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
