import type { MaintenanceFormCopy, MaintenancePlanId } from "@novaline/content";
import {
  BOT_CHECK_ACTIONS,
  maintenanceInquirySchema,
  type MaintenanceInquiryInput,
} from "@novaline/inquiry";
import { FormField } from "@novaline/ui";
import { useEffect } from "react";
import { ContactDetailsFields } from "../inquiry-forms/contact-details-fields";
import { InquiryFormFrame } from "../inquiry-forms/inquiry-form-frame";
import { inquiryMailto } from "../inquiry-forms/inquiry-mailto";
import { NativeSelect } from "../../shared/forms/native-select";
import { chosenPlan, onPlanChosen } from "./plan-choice";
import { submitInquiry, type SubmitInquiry } from "../inquiry-forms/submit-inquiry";
import { useInquiryForm } from "../inquiry-forms/use-inquiry-form";

export interface MaintenanceFormProps {
  copy: MaintenanceFormCopy;
  /** The plans to choose from, with the label each option shows. */
  plans: readonly { id: MaintenancePlanId; label: string }[];
  /** Where the e-mail alternative goes. */
  email: string;
  /** The page the form is on, sent with the inquiry. */
  sourcePage: string;
  /** Sends the inquiry (a stand-in in tests). */
  submit?: SubmitInquiry;
}

/**
 * The Pricing page's maintenance-plan form: name, e-mail, phone and plan. A plan card's Choose
 * button picks the plan here (see `plan-choice`), also when this form loads after the click.
 */
export function MaintenanceForm({
  copy,
  plans,
  email,
  sourcePage,
  submit = submitInquiry,
}: MaintenanceFormProps) {
  const { form, field, status, onSubmit, sendAnother, ...botCheck } = useInquiryForm(
    maintenanceInquirySchema,
    {
      kind: "maintenance",
      name: "",
      email: "",
      phone: "",
      plan: "",
      sourcePage,
      company_website: "",
    } satisfies MaintenanceInquiryInput,
    submit,
    BOT_CHECK_ACTIONS.maintenance,
  );
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;

  useEffect(() => {
    const pick = (plan: MaintenancePlanId) => {
      // Validating the chosen (valid) plan clears a "choose a plan" error and shows no other.
      setValue("plan", plan, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    };
    const plan = chosenPlan();
    if (plan) pick(plan);
    return onPlanChosen(pick);
  }, [setValue]);

  const { fields } = copy;
  const mailto = () => {
    const values = getValues();
    return inquiryMailto(email, copy.emailSubject, [
      [fields.plan.label, plans.find((plan) => plan.id === values.plan)?.label],
      [fields.name.label, values.name],
      [fields.email.label, values.email],
      [fields.phone.label, values.phone],
    ]);
  };

  return (
    <InquiryFormFrame
      id="maintenance-form"
      copy={copy}
      status={status}
      onSubmit={onSubmit}
      onSendAnother={sendAnother}
      mailto={mailto}
      honeypot={register("company_website")}
      titleAs="h3"
      {...botCheck}
    >
      <ContactDetailsFields
        idPrefix="maintenance"
        fields={fields}
        errors={errors}
        inputs={{ name: field("name"), email: field("email"), phone: field("phone") }}
      />
      <FormField
        id="maintenance-plan"
        label={fields.plan.label}
        error={errors.plan?.message}
        required
      >
        <NativeSelect {...field("plan")}>
          <option value="">{fields.plan.placeholder}</option>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </InquiryFormFrame>
  );
}
