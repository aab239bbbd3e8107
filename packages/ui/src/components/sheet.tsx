"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";
import { sheetVariants } from "../variants/sheet.js";
import {
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  OverlayCloseButton,
} from "./dialog.js";

/**
 * A dialog that slides in from one edge of the screen: the mobile menu, the Voice Chat panel.
 * Same behaviour as {@link Dialog} (focus trapped inside, Escape closes, focus returns to the
 * trigger); `modal={false}` lets the page behind stay usable.
 * @example
 * <Sheet>
 *   <SheetTrigger asChild><Button variant="ghost" size="icon" aria-label="Open menu"><Menu /></Button></SheetTrigger>
 *   <SheetContent side="left"><SheetTitle>Menu</SheetTitle>…</SheetContent>
 * </Sheet>
 * @public
 */
export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/**
 * The button that opens the sheet; use `asChild` to make a {@link Button} the trigger.
 * @public
 */
export function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/**
 * Closes the sheet when activated, e.g. a navigation link (`asChild`) in the mobile menu.
 * @public
 */
export function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

/** Props of {@link SheetContent}. @public */
export interface SheetContentProps
  extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {
  /**
   * Shows the round close button in the top-right corner.
   * @defaultValue true
   */
  showCloseButton?: boolean;
  /**
   * Accessible name of the close button.
   * @defaultValue "Close"
   */
  closeLabel?: string;
  /**
   * Shows the dimmed overlay behind the sheet (only meaningful for a modal sheet).
   * @defaultValue true
   */
  showOverlay?: boolean;
}

/**
 * The sliding panel. Put a {@link SheetTitle} in it; it names the panel (`aria-labelledby`).
 * @example <SheetContent side="bottom"><SheetTitle>Nova Live AI</SheetTitle>…</SheetContent>
 * @public
 */
export function SheetContent({
  className,
  children,
  side,
  showCloseButton = true,
  closeLabel = "Close",
  showOverlay = true,
  ...props
}: SheetContentProps) {
  return (
    <DialogPortal>
      {showOverlay && <DialogOverlay />}
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? "right"}
        className={cn(sheetVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <OverlayCloseButton data-slot="sheet-close-button" label={closeLabel} />
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/**
 * Groups the title and description at the top of a sheet.
 * @public
 */
export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-header"
      className={cn("flex flex-col gap-1.5 pr-10", className)}
      {...props}
    />
  );
}

/**
 * Sits at the bottom of a sheet (pushed down by `mt-auto`), e.g. the "Powered by" line.
 * @public
 */
export function SheetFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="sheet-footer"
      className={cn("mt-auto flex flex-col gap-2", className)}
      {...props}
    />
  );
}

/**
 * The sheet's heading; it becomes the sheet's accessible name.
 * @public
 */
export function SheetTitle(props: ComponentProps<typeof DialogTitle>) {
  return <DialogTitle data-slot="sheet-title" {...props} />;
}

/**
 * A sentence under the title; it becomes the sheet's accessible description.
 * @public
 */
export function SheetDescription(props: ComponentProps<typeof DialogDescription>) {
  return <DialogDescription data-slot="sheet-description" {...props} />;
}
