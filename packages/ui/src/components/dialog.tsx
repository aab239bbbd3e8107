"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { XIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/**
 * A modal dialog (WAI-ARIA APG "Dialog (Modal)"): focus moves inside and is trapped there, Escape
 * or the close button closes it, and focus returns to the element that opened it. Controlled with
 * `open`/`onOpenChange`, or uncontrolled with `defaultOpen`.
 * @example
 * <Dialog>
 *   <DialogTrigger asChild><Button>Book a demo</Button></DialogTrigger>
 *   <DialogContent>
 *     <DialogHeader>
 *       <DialogTitle>Book a demo</DialogTitle>
 *       <DialogDescription>See the AI caller answer your clinic's phone in 14 minutes.</DialogDescription>
 *     </DialogHeader>
 *   </DialogContent>
 * </Dialog>
 * @public
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/**
 * The button that opens the dialog. Use `asChild` to make a {@link Button} the trigger.
 * @public
 */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/**
 * Closes the dialog when activated; use `asChild` to wrap a "Cancel" {@link Button}.
 * @public
 */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/**
 * Renders its children into `document.body` (or `container`). {@link DialogContent} already uses
 * it; use it directly only to build a custom layout.
 * @public
 */
export function DialogPortal(props: ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal {...props} />;
}

/**
 * The scrim behind a modal dialog or sheet; clicking it closes the dialog.
 * @public
 */
export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] motion-safe:data-[state=closed]:animate-overlay-hide motion-safe:data-[state=open]:animate-overlay-show",
        className,
      )}
      {...props}
    />
  );
}

/** Props of {@link DialogContent}. @public */
export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
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
}

/**
 * The dialog panel, centred over an overlay, with a close button. Put a {@link DialogTitle} in it
 * (it names the dialog through `aria-labelledby`) and usually a {@link DialogDescription}
 * (`aria-describedby`). Without a description pass `aria-describedby={undefined}`.
 * @example
 * <DialogContent className="max-w-md">
 *   <DialogHeader><DialogTitle>Start a live call?</DialogTitle></DialogHeader>
 * </DialogContent>
 * @public
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  closeLabel = "Close",
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-popover p-6 text-popover-foreground shadow-card outline-none motion-safe:data-[state=closed]:animate-panel-hide motion-safe:data-[state=open]:animate-panel-show",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <OverlayCloseButton data-slot="dialog-close-button" label={closeLabel} />
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/**
 * The round "×" button in the corner of a Dialog or Sheet panel. Internal to the overlays.
 */
export function OverlayCloseButton({
  label,
  ...props
}: ComponentProps<typeof DialogPrimitive.Close> & { label: string }) {
  return (
    <DialogPrimitive.Close
      className="absolute top-4 right-4 inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors duration-(--duration-fast) hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5"
      {...props}
    >
      <XIcon />
      <span className="sr-only">{label}</span>
    </DialogPrimitive.Close>
  );
}

/**
 * Groups the title and description at the top of a dialog.
 * @public
 */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      // Aligned with the body at every width; the right padding keeps the title clear of the
      // close button.
      className={cn("flex flex-col gap-1.5 pr-10", className)}
      {...props}
    />
  );
}

/**
 * Holds the dialog's actions: stacked (primary on top) on small screens, in a row on the right
 * from `sm` up.
 * @public
 */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

/**
 * The dialog's heading; it becomes the dialog's accessible name.
 * @public
 */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold tracking-tight", className)}
      {...props}
    />
  );
}

/**
 * A sentence under the title; it becomes the dialog's accessible description.
 * @public
 */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
