import { useState } from "react";

/** Options of {@link useControllableState}. @public */
export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  value?: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Called with every requested change, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State that a parent may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), like a form input.
 * @example const [index, setIndex] = useControllableState({ value, defaultValue: 0, onChange });
 * @public
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;
  const setValue = (next: T) => {
    if (Object.is(next, current)) return;
    if (!isControlled) setUncontrolled(next);
    onChange?.(next);
  };
  return [current, setValue];
}
