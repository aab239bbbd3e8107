import { Slot, Slottable } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { Spinner } from "./spinner.js";

/**
 * Class names of each Button variant and size; also useful to style a plain link like a button.
 * @public
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[color,background-color,box-shadow,transform] duration-(--duration-fast) select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-[0.98] disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-glow hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "text-foreground hover:bg-muted",
        danger: "bg-danger text-danger-foreground hover:bg-danger/90",
        success: "bg-success text-success-foreground hover:bg-success/90",
        outline: "border border-input bg-transparent text-foreground hover:bg-muted",
      },
      size: {
        sm: "h-9 px-4 text-sm [&_svg]:size-4",
        md: "h-11 px-5 text-sm [&_svg]:size-4",
        lg: "h-13 px-7 text-base [&_svg]:size-5",
        icon: "size-11 [&_svg]:size-5",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

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
