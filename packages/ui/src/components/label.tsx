import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/** Props of {@link Label}. @public */
export interface LabelProps extends ComponentProps<"label"> {
  /**
   * Adds a required marker: an asterisk on screen, "(required)" for screen readers.
   * @defaultValue false
   */
  required?: boolean;
  /**
   * The word screen readers hear for the required marker (translate it with the page).
   * @defaultValue "required"
   */
  requiredText?: string;
}

/**
 * The visible name of a form control. Point `htmlFor` at the control's `id` (a {@link FormField}
 * does this for you); clicking the label then focuses or toggles the control.
 * @example <Label htmlFor="clinic-name" required>Clinic name</Label>
 * @public
 */
export function Label({
  className,
  required = false,
  requiredText = "required",
  children,
  ...props
}: LabelProps) {
  // The control is associated through `htmlFor`, given by the caller or by FormField.
  return (
    <label
      data-slot="label"
      className={cn(
        "inline-flex items-baseline gap-1 text-sm leading-snug font-medium text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        className,
      )}
      {...props}
    >
      {children}
      {required && (
        <>
          {" "}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">({requiredText})</span>
        </>
      )}
    </label>
  );
}
