"use client";

import { Slot, Slottable } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { buttonVariants } from "../variants/button.js";
import { Spinner } from "./spinner.js";

/** Props of {@link Button}. @public */
export interface ButtonProps extends ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /**
   * Renders the single child element (e.g. an `<a>` or a router `Link`) with the button's styles
   * and behaviour instead of a `<button>`.
   * @defaultValue false
   */
  asChild?: boolean;
  /**
   * Shows a spinner, marks the button busy and ignores clicks while an action runs.
   * @defaultValue false
   */
  loading?: boolean;
}

/**
 * The action button. Variants: primary, secondary, ghost, danger, success, outline; sizes sm, md,
 * lg, icon. Renders as a link with `asChild`.
 * @example <Button variant="danger" loading={isEnding}>End Call</Button>
 * @example <Button asChild variant="secondary"><a href="/roi">Calculate ROI</a></Button>
 * @public
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  onClick,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-state={loading ? "loading" : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      // A loading button stays focusable (focus is not lost mid-action) but inert.
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={asChild ? undefined : disabled}
      type={asChild ? undefined : (type ?? "button")}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading && <Spinner size="sm" label={null} />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
