"use client";

import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { Slot, Slottable } from "@radix-ui/react-slot";
import type { VariantProps } from "class-variance-authority";
import { CheckIcon, CircleIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { dropdownMenuItemVariants } from "../variants/dropdown-menu.js";

/**
 * A menu of actions or links opened from a button (WAI-ARIA APG "Menu Button"): Enter, Space or
 * ArrowDown opens it on the first item, arrow keys and typeahead move between items, Enter selects,
 * Escape closes and returns focus to the button. Controlled with `open`/`onOpenChange`.
 * @example
 * <DropdownMenu>
 *   <DropdownMenuTrigger asChild><Button variant="ghost">Menu</Button></DropdownMenuTrigger>
 *   <DropdownMenuContent>
 *     <DropdownMenuItem asChild><a href="/pricing">Pricing</a></DropdownMenuItem>
 *   </DropdownMenuContent>
 * </DropdownMenu>
 * @public
 */
export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root {...props} />;
}

/**
 * The button that opens the menu; use `asChild` to make a {@link Button} the trigger.
 * @public
 */
export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  return <DropdownMenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

/**
 * The floating list of items, rendered in a portal next to the trigger.
 * @public
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        // Never flush against the viewport edge.
        collisionPadding={collisionPadding}
        className={cn(
          "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 origin-(--radix-dropdown-menu-content-transform-origin) overflow-x-hidden overflow-y-auto rounded-xl border border-border bg-popover p-1 text-popover-foreground shadow-card outline-none motion-safe:data-[state=closed]:animate-panel-hide motion-safe:data-[state=open]:animate-panel-show",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/**
 * Groups related items (e.g. the navigation links) for assistive technology.
 * @public
 */
export function DropdownMenuGroup(props: ComponentProps<typeof DropdownMenuPrimitive.Group>) {
  return <DropdownMenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** Props of {@link DropdownMenuItem}. @public */
export interface DropdownMenuItemProps
  extends
    ComponentProps<typeof DropdownMenuPrimitive.Item>,
    VariantProps<typeof dropdownMenuItemVariants> {
  /** An icon shown before the label (decorative: hidden from assistive technology). */
  icon?: ReactNode;
  /**
   * Renders the single child (an `<a>` or a router `Link`) as the item, keeping its role of
   * menu item and its navigation.
   * @defaultValue false
   */
  asChild?: boolean;
  /**
   * Indents the item to line up with items that show a check or radio indicator.
   * @defaultValue false
   */
  inset?: boolean;
}

/**
 * One action or link. `onSelect` runs on click or Enter, then the menu closes (call
 * `event.preventDefault()` in `onSelect` to keep it open).
 * @example <DropdownMenuItem icon={<Phone />} onSelect={startCall}>Talk to the AI</DropdownMenuItem>
 * @example <DropdownMenuItem asChild><a href="/contact">Contact</a></DropdownMenuItem>
 * @public
 */
export function DropdownMenuItem({
  className,
  variant,
  icon,
  asChild = false,
  inset = false,
  children,
  ...props
}: DropdownMenuItemProps) {
  // The Radix item always slots onto our element, so an icon can sit before a slotted link.
  const Component = asChild ? Slot : "div";
  return (
    <DropdownMenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? "default"}
      className={cn(dropdownMenuItemVariants({ variant }), inset && "pl-8", className)}
      asChild
      {...props}
    >
      <Component>
        {icon != null && (
          <span aria-hidden="true" className="inline-flex shrink-0">
            {icon}
          </span>
        )}
        <Slottable>{children}</Slottable>
      </Component>
    </DropdownMenuPrimitive.Item>
  );
}

/**
 * An item that toggles on and off (`checked`/`onCheckedChange`), shown with a check mark.
 * @example <DropdownMenuCheckboxItem checked={spoken} onCheckedChange={setSpoken}>Read replies aloud</DropdownMenuCheckboxItem>
 * @public
 */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), "pl-8", className)}
      {...props}
    >
      <span className="pointer-events-none absolute left-2.5 inline-flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  );
}

/**
 * Holds {@link DropdownMenuRadioItem}s of which exactly one is chosen (`value`/`onValueChange`).
 * @public
 */
export function DropdownMenuRadioGroup(
  props: ComponentProps<typeof DropdownMenuPrimitive.RadioGroup>,
) {
  return <DropdownMenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/**
 * One choice of a {@link DropdownMenuRadioGroup}, shown with a dot when chosen.
 * @public
 */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), "pl-8 [&_svg]:size-2", className)}
      {...props}
    >
      <span className="pointer-events-none absolute left-2.5 inline-flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CircleIcon className="fill-current" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.RadioItem>
  );
}

/** Props of {@link DropdownMenuLabel}. @public */
export interface DropdownMenuLabelProps extends ComponentProps<typeof DropdownMenuPrimitive.Label> {
  /**
   * Indents the label to line up with check or radio items.
   * @defaultValue false
   */
  inset?: boolean;
}

/**
 * A non-interactive heading inside the menu (e.g. "Signed in as…").
 * @public
 */
export function DropdownMenuLabel({ className, inset = false, ...props }: DropdownMenuLabelProps) {
  return (
    <DropdownMenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(
        "px-2.5 py-1.5 text-xs font-semibold text-muted-foreground",
        inset && "pl-8",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A thin line between groups of items.
 * @public
 */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn("-mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}
