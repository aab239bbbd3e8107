import type { InquiryFieldErrors } from "@novaline/inquiry";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Puts the API's message on each field of `fields` that the form shows (focus on the first) and
 * says whether there was any: a field the form does not show cannot be fixed by the visitor.
 */
export function showServerFieldErrors<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: InquiryFieldErrors,
  notShown: readonly string[] = [],
): boolean {
  const shown = Object.keys(form.getValues());
  const errors = Object.entries(fields).filter(
    ([name]) => shown.includes(name) && !notShown.includes(name),
  );
  errors.forEach(([name, message], index) => {
    form.setError(name as Path<TInput>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return errors.length > 0;
}
