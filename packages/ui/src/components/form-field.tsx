"use client";

import { CircleAlertIcon } from "lucide-react";
import {
  createContext,
  useContext,
  useId,
  type AriaAttributes,
  type ComponentProps,
  type ReactNode,
} from "react";
import { cn } from "../lib/cn.js";
import { Label } from "./label.js";

/**
 * What a {@link FormField} tells the control inside it. Read it with {@link useFormField}.
 * @public
 */
export interface FormFieldState {
  /** The control's `id`; the label points at it. */
  id: string;
  /** The id of the description, if the field has one. */
  descriptionId: string | undefined;
  /** The id of the error message, if the field is invalid. */
  errorId: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

const FormFieldContext = createContext<FormFieldState | null>(null);

/**
 * The state of the enclosing {@link FormField}, or `null` outside one. Use it to wire a custom
 * control; the library's controls use {@link useFormFieldControl}.
 * @public
 */
export function useFormField(): FormFieldState | null {
  return useContext(FormFieldContext);
}

/** The attributes a form control receives from its {@link FormField}. @public */
export interface FormFieldControlProps {
  id?: string | undefined;
  disabled?: boolean | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: AriaAttributes["aria-invalid"];
  "aria-errormessage"?: string | undefined;
  "aria-required"?: AriaAttributes["aria-required"];
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined === "" ? undefined : joined;
}

/**
 * Merges a control's own props with what its {@link FormField} knows: `id`, `aria-describedby`
 * (description, error, then `extraDescribedBy` and the control's own ids), `aria-invalid`,
 * `aria-errormessage`, `aria-required` and `disabled`. Props set on the control win.
 * @example
 * function ColourPicker(props: ComponentProps<"button">) {
 *   return <button {...props} {...useFormFieldControl(props)} />;
 * }
 * @public
 */
export function useFormFieldControl(
  props: FormFieldControlProps,
  extraDescribedBy?: string,
): FormFieldControlProps {
  const field = useContext(FormFieldContext);
  const invalid = field?.invalid === true;
  return {
    id: props.id ?? field?.id,
    disabled: props.disabled ?? (field?.disabled === true ? true : undefined),
    "aria-describedby": joinIds(
      field?.descriptionId,
      field?.errorId,
      extraDescribedBy,
      props["aria-describedby"],
    ),
    "aria-invalid": props["aria-invalid"] ?? (invalid ? true : undefined),
    "aria-errormessage": props["aria-errormessage"] ?? field?.errorId,
    "aria-required": props["aria-required"] ?? (field?.required === true ? true : undefined),
  };
}

/**
 * The look shared by text-like controls (Input, Textarea, Select trigger), including the invalid
 * state (`aria-invalid`: danger border and ring); use it to style a custom control to match.
 * @public
 */
export const formControlClassName =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground transition-[border-color,box-shadow] duration-(--duration-fast) outline-hidden placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-1 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:focus-visible:border-danger aria-invalid:focus-visible:ring-2 aria-invalid:focus-visible:ring-danger";

/** Props of {@link FormField}. @public */
export interface FormFieldProps extends Omit<ComponentProps<"div">, "id" | "children"> {
  /** The field's visible name. */
  label: ReactNode;
  /** Help text under the control, read by screen readers after the label. */
  description?: ReactNode;
  /**
   * The validation message. When set (not empty, `null`, `undefined` or `false`) the control is
   * marked invalid and the message is announced.
   */
  error?: ReactNode;
  /**
   * Marks the field as required (label marker and `aria-required`). Validation stays yours.
   * @defaultValue false
   */
  required?: boolean;
  /**
   * Disables the control.
   * @defaultValue false
   */
  disabled?: boolean;
  /** The control's `id`. Set it here, not on the control, so the label keeps pointing at it. */
  id?: string;
  /**
   * `stacked` puts the label above the control; `inline` puts it to the right (checkboxes).
   * @defaultValue "stacked"
   */
  layout?: "stacked" | "inline";
  /**
   * The single control: {@link Input}, {@link Textarea}, {@link SelectTrigger} inside a
   * {@link Select}, {@link Checkbox}, or a custom control using {@link useFormFieldControl}.
   */
  children: ReactNode;
}

/**
 * A labelled form control with optional description and error message. It gives its control an
 * `id` (the label's `htmlFor`), `aria-describedby` (description and error ids), `aria-invalid`
 * and `aria-errormessage`; the error has `role="alert"` so it is announced when it appears. Works
 * with react-hook-form: spread `register("email")` onto the control, or render the control from a
 * `Controller`, and pass `errors.email?.message` as `error`.
 * @example
 * <FormField label="Work email" description="We send the ROI report here." error={errors.email} required>
 *   <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
 * </FormField>
 * @public
 */
export function FormField({
  label,
  description,
  error,
  required = false,
  disabled = false,
  id: idProp,
  layout = "stacked",
  className,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = useId();
  const id = idProp ?? `field${generatedId}`;
  const invalid = error != null && error !== false && error !== "";
  const hasDescription = description != null && description !== false && description !== "";
  const state: FormFieldState = {
    id,
    descriptionId: hasDescription ? `${id}-description` : undefined,
    errorId: invalid ? `${id}-error` : undefined,
    invalid,
    required,
    disabled,
  };
  const labelElement = (
    <Label
      htmlFor={id}
      required={required}
      className={cn(disabled && "cursor-not-allowed opacity-60")}
    >
      {label}
    </Label>
  );
  const inline = layout === "inline";
  return (
    <FormFieldContext value={state}>
      <div
        data-slot="form-field"
        data-layout={layout}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
        className={cn("grid gap-2", className)}
        {...props}
      >
        {inline ? (
          <div className="flex items-start gap-3 [&>[data-slot=label]]:pt-px">
            {children}
            {labelElement}
          </div>
        ) : (
          <>
            {labelElement}
            {children}
          </>
        )}
        {hasDescription && (
          <p
            id={state.descriptionId}
            data-slot="form-field-description"
            className={cn("text-sm text-muted-foreground", inline && "pl-8")}
          >
            {description}
          </p>
        )}
        {invalid && (
          <p
            id={state.errorId}
            role="alert"
            data-slot="form-field-error"
            className={cn(
              "flex items-start gap-1.5 text-sm font-medium text-danger",
              inline && "pl-8",
            )}
          >
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </FormFieldContext>
  );
}
