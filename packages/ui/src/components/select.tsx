"use client";

import * as SelectPrimitive from "@radix-ui/react-select";
import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { formControlClassName, useFormFieldControl } from "./form-field.js";

/**
 * A single-choice list in a popup (WAI-ARIA APG "Select-Only Combobox"): Enter, Space or the
 * arrow keys open it, arrows and typeahead move, Enter chooses, Escape closes. Controlled with
 * `value`/`onValueChange`, uncontrolled with `defaultValue`; with a `name` inside a `<form>` it
 * posts its value like a native `<select>`.
 * @example
 * <Select name="industry" onValueChange={setIndustry}>
 *   <SelectTrigger placeholder="Choose your industry" />
 *   <SelectContent>
 *     <SelectItem value="clinics">Clinics</SelectItem>
 *     <SelectItem value="realtors">Realtors</SelectItem>
 *   </SelectContent>
 * </Select>
 * @public
 */
export function Select(props: ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root {...props} />;
}

/**
 * Groups items under a {@link SelectLabel}.
 * @public
 */
export function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

/**
 * Shows the chosen item's text in the trigger, or `placeholder` when nothing is chosen.
 * {@link SelectTrigger} renders one for you.
 * @public
 */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** Props of {@link SelectTrigger}. @public */
export interface SelectTriggerProps extends ComponentProps<typeof SelectPrimitive.Trigger> {
  /** Text shown while nothing is chosen (used when there are no children). */
  placeholder?: ReactNode;
}

/**
 * The button that shows the current value and opens the list. Inside a {@link FormField} it is
 * labelled, described and marked invalid automatically. Without children it renders a
 * {@link SelectValue} with `placeholder`.
 * @example <SelectTrigger placeholder="Choose your industry" />
 * @public
 */
export function SelectTrigger({ className, placeholder, children, ...props }: SelectTriggerProps) {
  const fieldProps = useFormFieldControl(props);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        formControlClassName,
        "flex h-11 cursor-pointer items-center justify-between gap-2 py-2 text-left data-placeholder:text-muted-foreground [&>span]:truncate",
        className,
      )}
      {...props}
      {...fieldProps}
    >
      {children ?? <SelectValue placeholder={placeholder} />}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The popup list, rendered in a portal under the trigger and at least as wide as it.
 * @public
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const popper = position === "popper";
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={popper ? sideOffset : undefined}
        collisionPadding={popper ? collisionPadding : undefined}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-xl border border-border bg-popover text-popover-foreground shadow-card motion-safe:data-[state=closed]:animate-panel-hide motion-safe:data-[state=open]:animate-panel-show",
          popper &&
            "w-full min-w-(--radix-select-trigger-width) origin-(--radix-select-content-transform-origin)",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex h-7 cursor-default items-center justify-center text-muted-foreground">
          <ChevronUpIcon className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex h-7 cursor-default items-center justify-center text-muted-foreground">
          <ChevronDownIcon className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/**
 * A heading for a {@link SelectGroup}.
 * @public
 */
export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2.5 py-1.5 text-xs font-semibold text-muted-foreground", className)}
      {...props}
    />
  );
}

/**
 * One choice; `value` is what the Select reports and posts, the children are what people see.
 * @example <SelectItem value="clinics">Clinics</SelectItem>
 * @public
 */
export function SelectItem({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-pointer items-center gap-2 rounded-lg py-2 pr-8 pl-2.5 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-muted data-highlighted:text-foreground",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute right-2.5 inline-flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4 text-primary" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

/**
 * A thin line between groups of items.
 * @public
 */
export function SelectSeparator({
  className,
  ...props
}: ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}
