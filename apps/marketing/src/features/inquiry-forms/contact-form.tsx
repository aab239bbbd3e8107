import type { ContactFormCopy } from "@novaline/content";
import {
  botCheckActionOf,
  contactInquirySchema,
  demoInquirySchema,
  type ContactInquiry,
  type ContactInquiryInput,
  type DemoInquiry,
  type DemoInquiryInput,
} from "@novaline/inquiry";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { FormField, Input, Textarea } from "@novaline/ui";
import { ContactDetailsFields } from "./contact-details-fields";
import { InquiryFormFrame } from "./inquiry-form-frame";
import { inquiryMailto } from "./inquiry-mailto";
import { submitInquiry, type SubmitInquiry } from "./submit-inquiry";
import { useInquiryForm } from "./use-inquiry-form";

/** The two forms of this shape: a message (required) or a demo request (message optional). */
type MessageKind = "contact" | "demo";
const schemas: Record<
  MessageKind,
  StandardSchemaV1<ContactInquiryInput | DemoInquiryInput, ContactInquiry | DemoInquiry>
> = { contact: contactInquirySchema, demo: demoInquirySchema };

export interface ContactFormProps {
  /**
   * What is sent: a message (the Contact page) or a demo request (the booking page).
   * @defaultValue "contact"
   */
  kind?: MessageKind;
  copy: ContactFormCopy;
  /** Where the e-mail alternative goes. */
  email: string;
  /** The page the form is on, sent with the inquiry. */
  sourcePage: string;
  /** Sends the inquiry (a stand-in in tests). */
  submit?: SubmitInquiry;
}

/**
 * Name, e-mail, phone, business and message: the Contact page's form, and the booking page's
 * demo request (`kind="demo"`, where the message is optional).
 */
export default function ContactForm({
  kind = "contact",
  copy,
  email,
  sourcePage,
  submit = submitInquiry,
}: ContactFormProps) {
  const { form, field, status, onSubmit, sendAnother, ...botCheck } = useInquiryForm(
    schemas[kind],
    {
      kind,
      name: "",
      email: "",
      phone: "",
      company: "",
      message: "",
      sourcePage,
      company_website: "",
    } satisfies ContactInquiryInput | DemoInquiryInput,
    submit,
    botCheckActionOf(kind),
  );
  const {
    register,
    getValues,
    formState: { errors },
  } = form;
  const { fields } = copy;
  const mailto = () => {
    const values = getValues();
    return inquiryMailto(
      email,
      copy.emailSubject,
      [
        [fields.name.label, values.name],
        [fields.email.label, values.email],
        [fields.phone.label, values.phone],
        [fields.company.label, values.company],
      ],
      values.message,
    );
  };

  return (
    <InquiryFormFrame
      id={`${kind}-form`}
      copy={copy}
      status={status}
      onSubmit={onSubmit}
      onSendAnother={sendAnother}
      mailto={mailto}
      honeypot={register("company_website")}
      {...botCheck}
    >
      <ContactDetailsFields
        idPrefix={kind}
        fields={fields}
        errors={errors}
        inputs={{ name: field("name"), email: field("email"), phone: field("phone") }}
      />
      <FormField
        id={`${kind}-company`}
        label={fields.company.label}
        error={errors.company?.message}
      >
        <Input
          autoComplete="organization"
          placeholder={fields.company.placeholder}
          {...field("company")}
        />
      </FormField>
      <FormField
        id={`${kind}-message`}
        label={fields.message.label}
        description={fields.message.hint}
        error={errors.message?.message}
        required={kind === "contact"}
        className="sm:col-span-2"
      >
        <Textarea rows={6} placeholder={fields.message.placeholder} {...field("message")} />
      </FormField>
    </InquiryFormFrame>
  );
}
