import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our custom tokens, so tailwind-merge files them in the right group: the gradient utilities
// (`--background-image-*`) are background images, not colours (else `cn("bg-card bg-glow")` drops
// `bg-card`), and `text-display` is a font size, not a colour (else
// `cn("text-display text-foreground")` drops the size).
const twMerge = extendTailwindMerge({
  extend: {
    theme: { text: ["display"] },
    classGroups: { "bg-image": ["bg-brand", "bg-glow", "bg-brand-text"] },
  },
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
