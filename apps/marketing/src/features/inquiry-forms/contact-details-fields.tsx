import type { FormFieldCopy } from "@novaline/content";
import { FormField, Input } from "@novaline/ui";
import type { ComponentProps } from "react";
import type { FieldError } from "react-hook-form";

type DetailName = "name" | "email" | "phone";

export interface ContactDetailsFieldsProps {
  /** Prefix of the fields' ids, unique on the page ("contact" → "contact-name"). */
  idPrefix: string;
  fields: Record<DetailName, FormFieldCopy>;
  errors: Partial<Record<DetailName, FieldError>>;
  /**
   * The three fields' registrations, `field("name")` etc. of useInquiryForm. Registered by the
   * form itself, in the order of its fields: react-hook-form focuses the first invalid field in
   * registration order.
   */
  inputs: Record<DetailName, ComponentProps<typeof Input>>;
}

/** Who is asking: name, e-mail and phone, the same in every inquiry form. */
export function ContactDetailsFields({
  idPrefix,
  fields,
  errors,
  inputs,
}: ContactDetailsFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}-name`}
        label={fields.name.label}
        error={errors.name?.message}
        required
      >
        <Input autoComplete="name" placeholder={fields.name.placeholder} {...inputs.name} />
      </FormField>
      <FormField
        id={`${idPrefix}-email`}
        label={fields.email.label}
        error={errors.email?.message}
        required
      >
        <Input
          type="email"
          autoComplete="email"
          spellCheck={false}
          placeholder={fields.email.placeholder}
          {...inputs.email}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-phone`}
        label={fields.phone.label}
        description={fields.phone.hint}
        error={errors.phone?.message}
      >
        <Input
          type="tel"
          autoComplete="tel"
          placeholder={fields.phone.placeholder}
          {...inputs.phone}
        />
      </FormField>
    </>
  );
}
