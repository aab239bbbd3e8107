import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The field only bots fill in: off screen, out of the tab order and hidden from screen readers.
 * A form that receives a value in it sends it, and the API drops the request as a person's.
 */
export function HoneypotField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
