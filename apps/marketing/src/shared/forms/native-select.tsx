import { cn, formControlClassName, useFormFieldControl } from "@novaline/ui";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/**
 * A native `<select>` styled like the other controls and wired to its FormField (label, error,
 * `aria-invalid`). Native, so it works before the page's scripts load and on every device.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  const fieldProps = useFormFieldControl(props);
  return (
    <div className="relative">
      <select
        className={cn(
          formControlClassName,
          "h-11 cursor-pointer appearance-none py-2 pr-10",
          className,
        )}
        {...props}
        {...fieldProps}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
