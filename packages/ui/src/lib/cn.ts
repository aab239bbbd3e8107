import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our gradient utilities (from the `--background-image-*` tokens) are background images, not
// colours: without this, `cn("bg-card bg-glow")` would drop `bg-card`.
const twMerge = extendTailwindMerge({
  extend: { classGroups: { "bg-image": ["bg-brand", "bg-glow", "bg-brand-text"] } },
});

/**
 * Joins class names and resolves Tailwind conflicts, so a `className` passed by the caller
 * wins over a component's defaults.
 * @example cn("px-4 py-2", isActive && "bg-primary", className)
 * @public
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
