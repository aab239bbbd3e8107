"use client";

import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { CheckIcon, MinusIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { useFormFieldControl } from "./form-field.js";

/**
 * A checkbox (WAI-ARIA APG "Checkbox"): Space toggles it; `checked` may be `true`, `false` or
 * `"indeterminate"`. Controlled with `checked`/`onCheckedChange`, uncontrolled with
 * `defaultChecked`; with a `name` inside a `<form>` it posts `value` (default "on") when checked.
 * Label it with a {@link Label} (`htmlFor` its `id`) or put it in a {@link FormField} with
 * `layout="inline"`.
 * @example
 * <Checkbox id="consent" name="consent" />
 * <Label htmlFor="consent">Email me the ROI report</Label>
 * @public
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  const fieldProps = useFormFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // A 20 px square with 5 px corners (a circle would read as a radio button); the ::before
        // extends it to a 40 px touch target.
        "peer group relative inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-[0.3125rem] border-[1.5px] border-input bg-background text-primary-foreground shadow-xs outline-hidden transition-[color,background-color,border-color,box-shadow] duration-(--duration-fast) before:absolute before:-inset-2.5 before:content-[''] hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60",
        // Invalid: a 2 px danger border, a tinted box and a halo, not just a thin red line.
        "aria-invalid:border-2 aria-invalid:border-danger aria-invalid:bg-danger/10 aria-invalid:ring-3 aria-invalid:ring-danger/25 aria-invalid:focus-visible:ring-2 aria-invalid:focus-visible:ring-danger",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        className,
      )}
      {...props}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="flex items-center justify-center"
      >
        <CheckIcon strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <MinusIcon
          strokeWidth={3}
          className="hidden size-3.5 group-data-[state=indeterminate]:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
