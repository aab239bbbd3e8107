import type { FocusEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/** Whether focus is leaving a field for its form's submit button. */
export function isLeavingForSubmit(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return (
    next instanceof HTMLButtonElement &&
    next.type === "submit" &&
    next.form === event.target.closest("form")
  );
}

/**
 * `register` for a form's text fields, except that leaving a field for the form's submit button
 * does not show its error yet: the message would push the button down under the pointer and the
 * click would be lost; the submit shows it a moment later.
 */
export function registerField<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
) {
  return <TName extends Path<TInput>>(name: TName) => {
    const registration = form.register(name);
    return {
      ...registration,
      onBlur: (event: FocusEvent<HTMLElement>) =>
        isLeavingForSubmit(event) ? Promise.resolve() : registration.onBlur(event),
    };
  };
}
