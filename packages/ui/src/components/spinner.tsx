import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/** Props of {@link Spinner}. @public */
export interface SpinnerProps extends ComponentProps<"span"> {
  /**
   * Text announced to screen readers. Pass `null` when the spinner sits inside a control that
   * already says it is busy (e.g. a loading Button).
   * @defaultValue "Loading"
   */
  label?: string | null;
  /** @defaultValue "md" */
  size?: "sm" | "md" | "lg";
}

const sizes = { sm: "size-4 border-2", md: "size-6 border-2", lg: "size-10 border-[3px]" } as const;

/**
 * An indeterminate progress indicator: a ring rotating once per second.
 * @example <Spinner label="Loading inquiries" />
 * @public
 */
export function Spinner({ label = "Loading", size = "md", className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label === null ? undefined : "status"}
      aria-hidden={label === null ? true : undefined}
      className={cn("inline-flex items-center justify-center", className)}
      {...props}
    >
      <span
        className={cn(
          "animate-spin rounded-full border-current border-r-transparent [animation-duration:1s]",
          sizes[size],
        )}
      />
      {label !== null && <span className="sr-only">{label}</span>}
    </span>
  );
}
