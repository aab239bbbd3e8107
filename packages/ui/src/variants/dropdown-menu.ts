import { cva } from "class-variance-authority";

const itemBase =
  "relative flex w-full cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm no-underline outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * Class names of a menu item for each variant.
 * @public
 */
export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: "text-popover-foreground data-highlighted:bg-muted data-highlighted:text-foreground",
      danger: "text-danger data-highlighted:bg-danger data-highlighted:text-danger-foreground",
    },
  },
  defaultVariants: { variant: "default" },
});
