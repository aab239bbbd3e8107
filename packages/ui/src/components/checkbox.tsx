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
        // The ::before extends the 20 px box to a 40 px touch target.
        "peer group relative inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-background text-primary-foreground outline-hidden transition-colors duration-(--duration-fast) before:absolute before:-inset-2.5 before:content-[''] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:ring-danger data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
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
