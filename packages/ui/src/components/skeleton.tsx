import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { skeletonVariants } from "../variants/skeleton.js";

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
