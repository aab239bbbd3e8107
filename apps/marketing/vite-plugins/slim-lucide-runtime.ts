import { createElement, type ReactNode, type SVGProps } from "react";

/** What each of lucide-react's icon modules passes to `createLucideIcon`. */
interface LucideIconData {
  name: string;
  node: readonly (readonly [tag: string, attributes: Record<string, string>])[];
}

interface LucideIconProps extends Omit<SVGProps<SVGSVGElement>, "color"> {
  size?: number | string;
  color?: string;
  children?: ReactNode;
}

/**
 * lucide-react's `createLucideIcon`, cut to what the site uses: the same SVG as lucide's (its
 * attributes, its `lucide lucide-<name>` classes, `aria-hidden` unless the icon is labelled),
 * without the provider context, stroke scaling (`absoluteStrokeWidth`, unused here) and alias bookkeeping that cost every page
 * ~1.3 KB gzip of first load. Swapped in by `slimLucide()` at build time.
 */
export default function createLucideIcon({ name, node }: LucideIconData) {
  function LucideIcon({
    size = 24,
    color = "currentColor",
    className,
    children,
    ...props
  }: LucideIconProps) {
    const labelled = Object.entries(props).some(
      ([key, value]) =>
        value != null && (key.startsWith("aria-") || key === "role" || key === "title"),
    );
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color,
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: `lucide lucide-${name}${className ? ` ${className}` : ""}`,
        ...(labelled || children ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}
