import type { VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { statTileVariants } from "../variants/stat-tile.js";

/** Props of {@link StatTile}. @public */
export interface StatTileProps
  extends Omit<ComponentProps<"div">, "children">, VariantProps<typeof statTileVariants> {
  /** The figure, e.g. "97%"; any node, so an animated `<CountUp />` fits. */
  value: ReactNode;
  /** What the figure measures, e.g. "Accuracy rate". */
  label: ReactNode;
  /** A decorative icon shown above the value (hidden from assistive technology). */
  icon?: ReactNode;
  /** An optional sentence of context under the label. */
  description?: ReactNode;
}

/**
 * One headline figure with its label, e.g. in a stats strip.
 * @example <StatTile value="97%" label="Accuracy rate" icon={<Target />} />
 * @example <StatTile value={<CountUp to={10} suffix="x" />} label="Faster Response" />
 * @public
 */
export function StatTile({
  value,
  label,
  icon,
  description,
  variant,
  align,
  className,
  ...props
}: StatTileProps) {
  return (
    <div
      data-slot="stat-tile"
      data-variant={variant ?? "default"}
      className={cn(statTileVariants({ variant, align }), className)}
      {...props}
    >
      {icon !== undefined && (
        <span
          data-slot="stat-tile-icon"
          aria-hidden="true"
          className="mb-1 inline-flex size-11 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <p
        data-slot="stat-tile-value"
        className="font-display text-4xl font-bold tracking-tight tabular-nums"
      >
        {value}
      </p>
      <p data-slot="stat-tile-label" className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      {description !== undefined && (
        <p data-slot="stat-tile-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
