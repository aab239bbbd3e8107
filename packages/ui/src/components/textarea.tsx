"use client";

import { useId, useState, type ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { formControlClassName, useFormFieldControl } from "./form-field.js";

/** Props of {@link Textarea}. @public */
export interface TextareaProps extends ComponentProps<"textarea"> {
  /**
   * With `maxLength` set, shows "used/max" under the field (linked to it by `aria-describedby`).
   * @defaultValue true
   */
  showCount?: boolean;
}

function textLength(value: ComponentProps<"textarea">["value"]): number {
  if (value === undefined) return 0;
  return (Array.isArray(value) ? value.join(",") : String(value)).length;
}

/**
 * A multi-line text input that grows vertically on demand. With `maxLength` it shows a character
 * count. Inside a {@link FormField} it is labelled, described and marked invalid automatically.
 * @example <Textarea name="message" maxLength={500} placeholder="Tell us about your call volume" />
 * @public
 */
export function Textarea({
  className,
  maxLength,
  showCount = true,
  value,
  defaultValue,
  onChange,
  ...props
}: TextareaProps) {
  const countId = `textarea-count${useId()}`;
  // Tracked only for the count: the textarea itself stays controlled or uncontrolled as given.
  const [typedLength, setTypedLength] = useState(() => textLength(defaultValue));
  const length = value === undefined ? typedLength : textLength(value);
  const counted = maxLength !== undefined && showCount;
  const fieldProps = useFormFieldControl(props, counted ? countId : undefined);
  const textarea = (
    <textarea
      data-slot="textarea"
      className={cn(formControlClassName, "min-h-28 resize-y py-2.5", className)}
      value={value}
      defaultValue={defaultValue}
      maxLength={maxLength}
      onChange={(event) => {
        setTypedLength(event.currentTarget.value.length);
        onChange?.(event);
      }}
      {...props}
      {...fieldProps}
    />
  );
  if (!counted) return textarea;
  return (
    <div data-slot="textarea-field" className="grid gap-1.5">
      {textarea}
      <p
        id={countId}
        data-slot="textarea-count"
        data-state={length >= maxLength ? "full" : undefined}
        className="justify-self-end text-xs text-muted-foreground tabular-nums data-[state=full]:font-semibold data-[state=full]:text-foreground"
      >
        <span aria-hidden="true">
          {length}/{maxLength}
        </span>
        <span className="sr-only">
          {length} of {maxLength} characters used
        </span>
      </p>
    </div>
  );
}
