"use client";

import {
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn.js";
import { useControllableState } from "@radix-ui/react-use-controllable-state";

/** Props of {@link Slider}. @public */
export interface SliderProps extends Omit<
  ComponentProps<"input">,
  "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "children"
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
  /**
   * The lowest value.
   * @defaultValue 0
   */
  min?: number;
  /**
   * The highest value.
   * @defaultValue 100
   */
  max?: number;
  /**
   * The distance between two values.
   * @defaultValue 1
   */
  step?: number;
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

/** Where `value` sits between `min` and `max`, as a CSS percentage (the filled part). */
const fillOf = (value: number, min: number, max: number) =>
  `${String(max > min ? ((Math.min(max, Math.max(min, value)) - min) / (max - min)) * 100 : 0)}%`;

/**
 * A labelled range with its current value shown as text (WAI-ARIA slider pattern). It is a
 * native `<input type="range">`, so its thumb shows, moves and is announced from the server's
 * HTML, before (or without) any script; a value the visitor sets before React hydrates is taken
 * up when it does (`onValueChange` and `onValueCommit` are called once with it). Arrows move by
 * `step`, Page Up/Down by a tenth of the range, Home/End to `min`/`max`. With `name` it submits
 * its value in a form.
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
  id,
  style,
  ...props
}: SliderProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
    caller: "Slider",
  });
  const ownId = useId();
  const inputId = id ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  const valueText = formatValue(value);

  const commit = useEffectEvent((next: number) => {
    onValueCommit?.(next);
  });
  const takeUpEarlyValue = useEffectEvent((chosen: number) => {
    if (Number.isNaN(chosen) || chosen === value) return;
    setValue(chosen);
    onValueCommit?.(chosen);
  });

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // A value the visitor chose before hydration: the HTML's thumb moved, React's state did not.
    takeUpEarlyValue(element.valueAsNumber);
    // The DOM's `change` fires once the visitor lets go or presses a key; React's onChange is
    // the `input` event, which fires on every move.
    const onChange = () => {
      commit(element.valueAsNumber);
    };
    element.addEventListener("change", onChange);
    return () => {
      element.removeEventListener("change", onChange);
    };
  }, []);

  return (
    <div data-slot="slider" className={cn("flex w-full flex-col gap-3", className)}>
      <div className="flex items-baseline justify-between gap-4">
        <label
          htmlFor={inputId}
          data-slot="slider-label"
          className="text-sm font-medium text-foreground"
        >
          {label}
        </label>
        {/* The input already announces this as aria-valuetext. */}
        <span
          data-slot="slider-value"
          aria-hidden="true"
          className="text-sm font-semibold text-foreground tabular-nums"
        >
          {valueText}
        </span>
      </div>
      <input
        ref={input}
        id={inputId}
        type="range"
        data-slot="slider-input"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => {
          setValue(event.currentTarget.valueAsNumber);
        }}
        style={{ ...style, "--slider-fill": fillOf(value, min, max) } as CSSProperties}
        className={cn(
          "h-6 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-60",
          "focus-visible:outline-none",
          // The track: the brand gradient up to the thumb (Firefox draws that part itself).
          "[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full [&::-webkit-slider-runnable-track]:ring-1 [&::-webkit-slider-runnable-track]:ring-border [&::-webkit-slider-runnable-track]:[background:var(--gradient-brand)_0_0/var(--slider-fill)_100%_no-repeat,var(--muted)] [&::-webkit-slider-runnable-track]:ring-inset",
          "[&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-brand [&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-muted",
          // The thumb: a 24 px disc centred on the 8 px track.
          "[&::-webkit-slider-thumb]:-mt-2 [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-solid [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow-card hover:[&::-webkit-slider-thumb]:scale-105 active:[&::-webkit-slider-thumb]:scale-95 motion-safe:[&::-webkit-slider-thumb]:transition-transform motion-safe:[&::-webkit-slider-thumb]:duration-(--duration-fast)",
          "[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-solid [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow-card",
          "focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2 focus-visible:[&::-webkit-slider-thumb]:outline-ring focus-visible:[&::-webkit-slider-thumb]:outline-solid",
          "focus-visible:[&::-moz-range-thumb]:outline-2 focus-visible:[&::-moz-range-thumb]:outline-offset-2 focus-visible:[&::-moz-range-thumb]:outline-ring focus-visible:[&::-moz-range-thumb]:outline-solid",
        )}
        {...props}
      />
    </div>
  );
}
