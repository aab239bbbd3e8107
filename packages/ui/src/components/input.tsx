"use client";

import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { formControlClassName, useFormFieldControl } from "./form-field.js";

/**
 * A single-line text input. Inside a {@link FormField} it is labelled, described and marked
 * invalid automatically. Controlled (`value`/`onChange`) or uncontrolled (`defaultValue`, or
 * react-hook-form's `register`); `ref` reaches the `<input>`.
 * @example <Input type="email" name="email" autoComplete="email" placeholder="you@clinic.com" />
 * @public
 */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  const fieldProps = useFormFieldControl(props);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        formControlClassName,
        "h-11 py-2 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
      {...fieldProps}
    />
  );
}
