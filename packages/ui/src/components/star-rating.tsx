import { Star } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.js";

/** Props of {@link StarRating}. @public */
export interface StarRatingProps extends Omit<ComponentProps<"div">, "children"> {
  /** The rating, from 0 to `max`; shown rounded to whole stars. */
  value: number;
  /**
   * The number of stars.
   * @defaultValue 5
   */
  max?: number;
  /** @defaultValue "md" */
  size?: "sm" | "md" | "lg";
  /**
   * The accessible name.
   * @defaultValue `Rated ${value} out of ${max}`
   */
  label?: string;
}

const sizes = { sm: "size-4", md: "size-5", lg: "size-6" } as const;

/**
 * A read-only star rating, announced as one image ("Rated 5 out of 5").
 * @example <StarRating value={5} />
 * @public
 */
export function StarRating({
  value,
  max = 5,
  size = "md",
  label,
  className,
  ...props
}: StarRatingProps) {
  const total = Math.max(0, Math.floor(max));
  const rating = Math.min(total, Math.max(0, Number.isFinite(value) ? value : 0));
  const filled = Math.round(rating);
  return (
    <div
      data-slot="star-rating"
      role="img"
      aria-label={label ?? `Rated ${rating} out of ${total}`}
      className={cn("inline-flex items-center gap-0.5 text-star", className)}
      {...props}
    >
      {Array.from({ length: total }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-state={index < filled ? "filled" : "empty"}
          className={cn(
            sizes[size],
            "shrink-0",
            index < filled ? "fill-current" : "fill-transparent",
          )}
        />
      ))}
    </div>
  );
}
