"use client";

import * as SliderPrimitive from "@radix-ui/react-slider";
import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "../lib/cn.js";
import { useControllableState } from "@radix-ui/react-use-controllable-state";

/** Props of {@link Slider}. @public */
export interface SliderProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "onValueCommit" | "children"
> {
  /** The visible label; it also names the slider for screen readers. */
  label: ReactNode;
  /** The value, when controlled. */
  value?: number;
  /**
   * The first value when uncontrolled.
   * @defaultValue min
   */
  defaultValue?: number;
  /** Called on every change while dragging or pressing keys. */
  onValueChange?: (value: number) => void;
  /** Called once the visitor lets go (pointer up or key press), e.g. to recalculate. */
  onValueCommit?: (value: number) => void;
  /**
   * Turns the value into the text shown next to the label and read by screen readers
   * (`aria-valuetext`), e.g. `(v) => "$" + v` or `(v) => v + "%"`.
   * @defaultValue String
   */
  formatValue?: (value: number) => string;
  /** Class names of the outer wrapper (label row + track). */
  className?: string;
}

/**
 * A labelled range with its current value shown as text (WAI-ARIA slider pattern, built on Radix
 * Slider). Arrows move by `step`, Page Up/Down by ten steps, Home/End to `min`/`max`. With
 * `name` it submits its value in a form.
 * @example
 * <Slider label="Average value per client" min={50} max={1000} step={10} defaultValue={150}
 *   formatValue={(v) => `$${v}`} name="averageValue" />
 * @public
 */
export function Slider({
  label,
  value: valueProp,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  min = 0,
  max = 100,
  step = 1,
  className,
  ...props
}: SliderProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
    caller: "Slider",
  });
  const labelId = useId();
  const valueText = formatValue(value);

  return (
    <div data-slot="slider" className={cn("flex w-full flex-col gap-3", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} data-slot="slider-label" className="text-sm font-medium text-foreground">
          {label}
        </span>
        {/* The thumb already announces this as aria-valuetext. */}
        <span
          data-slot="slider-value"
          aria-hidden="true"
          className="text-sm font-semibold text-foreground tabular-nums"
        >
          {valueText}
        </span>
      </div>
      <SliderPrimitive.Root
        data-slot="slider-root"
        min={min}
        max={max}
        step={step}
        value={[value]}
        onValueChange={([next]) => {
          if (next !== undefined) setValue(next);
        }}
        onValueCommit={([next]) => {
          if (next !== undefined) onValueCommit?.(next);
        }}
        className="relative flex h-6 w-full cursor-pointer touch-none items-center select-none data-disabled:cursor-not-allowed data-disabled:opacity-60"
        {...props}
      >
        <SliderPrimitive.Track
          data-slot="slider-track"
          className="relative h-2 grow overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset"
        >
          <SliderPrimitive.Range data-slot="slider-range" className="absolute h-full bg-brand" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="block size-6 rounded-full border-2 border-primary bg-background shadow-card transition-[box-shadow,transform] duration-(--duration-fast) hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-95"
        />
      </SliderPrimitive.Root>
    </div>
  );
}
