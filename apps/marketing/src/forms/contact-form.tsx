import type { ContactFormCopy } from "@novaline/content";
import { contactInquirySchema, type ContactInquiryInput } from "@novaline/inquiry";
import { FormField, Input, Textarea } from "@novaline/ui";
import { ContactDetailsFields } from "./contact-details-fields";
import { InquiryFormFrame } from "./inquiry-form-frame";
import { inquiryMailto } from "./inquiry-mailto";
import { submitInquiry, type SubmitInquiry } from "./submit-inquiry";
import { useInquiryForm } from "./use-inquiry-form";

export interface ContactFormProps {
  copy: ContactFormCopy;
  /** Where the e-mail alternative goes. */
  email: string;
  /** The page the form is on, sent with the inquiry. */
  sourcePage: string;
  /** Sends the inquiry (a stand-in in tests). */
  submit?: SubmitInquiry;
}

/** The Contact page's form: name, e-mail, phone, business and message. */
export default function ContactForm({
  copy,
  email,
  sourcePage,
  submit = submitInquiry,
}: ContactFormProps) {
  const { form, field, status, onSubmit, sendAnother } = useInquiryForm(
    contactInquirySchema,
    {
      kind: "contact",
      name: "",
      email: "",
      phone: "",
      company: "",
      message: "",
      sourcePage,
      company_website: "",
    } satisfies ContactInquiryInput,
    submit,
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
      id="contact-form"
      copy={copy}
      status={status}
      onSubmit={onSubmit}
      onSendAnother={sendAnother}
      mailto={mailto}
      honeypot={register("company_website")}
    >
      <ContactDetailsFields
        idPrefix="contact"
        fields={fields}
        errors={errors}
        inputs={{ name: field("name"), email: field("email"), phone: field("phone") }}
      />
      <FormField id="contact-company" label={fields.company.label} error={errors.company?.message}>
        <Input
          autoComplete="organization"
          placeholder={fields.company.placeholder}
          {...field("company")}
        />
      </FormField>
      <FormField
        id="contact-message"
        label={fields.message.label}
        description={fields.message.hint}
        error={errors.message?.message}
        required
        className="sm:col-span-2"
      >
        <Textarea rows={6} placeholder={fields.message.placeholder} {...field("message")} />
      </FormField>
    </InquiryFormFrame>
  );
}
