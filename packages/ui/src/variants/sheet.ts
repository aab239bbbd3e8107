import { cva } from "class-variance-authority";

/**
 * Class names of the sheet panel for each `side`.
 * @public
 */
export const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto bg-popover p-6 text-popover-foreground shadow-card outline-none motion-safe:data-[state=closed]:animate-sheet-hide motion-safe:data-[state=open]:animate-sheet-show",
  {
    variants: {
      side: {
        top: "inset-x-0 top-0 max-h-[85dvh] rounded-b-2xl border-b border-border [--sheet-offset:translateY(-100%)]",
        right:
          "inset-y-0 right-0 h-full w-[min(24rem,85vw)] border-l border-border [--sheet-offset:translateX(100%)]",
        bottom:
          "inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t border-border [--sheet-offset:translateY(100%)]",
        left: "inset-y-0 left-0 h-full w-[min(24rem,85vw)] border-r border-border [--sheet-offset:translateX(-100%)]",
      },
    },
    defaultVariants: { side: "right" },
  },
);
