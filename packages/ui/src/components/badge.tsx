"use client";

import { Slot } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { badgeVariants } from "../variants/badge.js";

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
