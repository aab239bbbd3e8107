import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { useState, type SubmitEvent } from "react";
import { Button } from "./button.js";
import { Checkbox } from "./checkbox.js";
import { FormField } from "./form-field.js";
import { Input } from "./input.js";
import { Select, SelectContent, SelectItem, SelectTrigger } from "./select.js";
import { Textarea } from "./textarea.js";

const reactHookFormExample = `
// react-hook-form: register() for native controls, Controller for Select and Checkbox.
const { register, control, handleSubmit, formState: { errors } } = useForm<Inquiry>();

<FormField label="Work email" error={errors.email?.message} required>
  <Input type="email" {...register("email", { required: "Enter your work email" })} />
</FormField>

<FormField label="Industry" error={errors.industry?.message} required>
  <Controller
    name="industry"
    control={control}
    rules={{ required: "Choose an industry" }}
    render={({ field }) => (
      <Select name={field.name} value={field.value} onValueChange={field.onChange}>
        <SelectTrigger ref={field.ref} onBlur={field.onBlur} placeholder="Choose your industry" />
        <SelectContent>…</SelectContent>
      </Select>
    )}
  />
</FormField>
`;

const narrow: Decorator = (Story) => (
  <div className="max-w-md">
    <Story />
  </div>
);

const meta = {
  title: "Components/FormField",
  component: FormField,
  tags: ["autodocs"],
  args: {
    label: "Work email",
    description: "We send the ROI report here.",
    children: <Input type="email" placeholder="you@clinic.com" />,
  },
  decorators: [narrow],
  parameters: {
    docs: {
      description: {
        component:
          "A label, one control, a description and an error message, wired together: the control gets its `id`, `aria-describedby`, `aria-invalid`, `aria-errormessage` and `aria-required` from the field. It works with react-hook-form (not a dependency of this package):\n\n```tsx" +
          reactHookFormExample +
          "```",
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    required: true,
    error: "Enter an email address like name@clinic.com",
    children: <Input type="email" defaultValue="dr.lee@brightsmile" />,
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: <Input type="email" defaultValue="staff@novaline.ai" /> },
};

export const WithTextarea: Story = {
  args: {
    label: "How can our AI help?",
    description: "Call volume, opening hours, the tools you use.",
    children: <Textarea maxLength={500} />,
  },
};

export const WithSelect: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  args: {
    label: "Industry",
    description: "We tailor the demo to it.",
    required: true,
    error: "Choose an industry",
    children: (
      <Select name="industry">
        <SelectTrigger placeholder="Choose your industry" />
        <SelectContent>
          <SelectItem value="clinics">Clinics</SelectItem>
          <SelectItem value="realtors">Realtors</SelectItem>
          <SelectItem value="salons">Salons</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
};

export const WithCheckbox: Story = {
  args: {
    layout: "inline",
    label: "I agree to be contacted about my inquiry",
    description: "We never share your details. Unsubscribe anytime.",
    error: "Please agree so we can call you back",
    children: <Checkbox name="consent" />,
  },
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Errors {
  name?: string;
  email?: string;
  industry?: string;
  message?: string;
  consent?: string;
}

/**
 * A plain controlled form (no form library): validates on submit, shows each error under its
 * field, moves focus to the first invalid field and keeps everything that was typed.
 */
export const ControlledForm: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 760 } } },
  render: function ContactForm() {
    const [values, setValues] = useState({
      name: "",
      email: "",
      industry: "",
      message: "",
      consent: false,
    });
    const [errors, setErrors] = useState<Errors>({});
    const [sent, setSent] = useState(false);

    function validate(): Errors {
      const next: Errors = {};
      if (values.name.trim() === "") next.name = "Enter your name";
      if (!emailPattern.test(values.email))
        next.email = "Enter an email address like name@clinic.com";
      if (values.industry === "") next.industry = "Choose an industry";
      if (values.message.trim().length < 10)
        next.message = "Tell us a little more (10 characters or more)";
      if (!values.consent) next.consent = "Please agree so we can call you back";
      return next;
    }

    function onSubmit(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      const next = validate();
      setErrors(next);
      setSent(Object.keys(next).length === 0);
      const firstInvalid = event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']");
      // Errors render on the next commit; focus the first one after it.
      requestAnimationFrame(() => {
        (
          firstInvalid ?? event.currentTarget.querySelector<HTMLElement>("[aria-invalid='true']")
        )?.focus();
      });
    }

    return (
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Contact NovaLine">
        <FormField label="Your name" error={errors.name} required>
          <Input
            autoComplete="name"
            value={values.name}
            onChange={(event) => {
              setValues({ ...values, name: event.target.value });
            }}
          />
        </FormField>
        <FormField
          label="Work email"
          description="We send the ROI report here."
          error={errors.email}
          required
        >
          <Input
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => {
              setValues({ ...values, email: event.target.value });
            }}
          />
        </FormField>
        <FormField label="Industry" error={errors.industry} required>
          <Select
            name="industry"
            value={values.industry}
            onValueChange={(industry) => {
              setValues({ ...values, industry });
            }}
          >
            <SelectTrigger placeholder="Choose your industry" />
            <SelectContent>
              <SelectItem value="clinics">Clinics</SelectItem>
              <SelectItem value="realtors">Realtors</SelectItem>
              <SelectItem value="salons">Salons</SelectItem>
              <SelectItem value="logistics">Logistics</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
        <FormField label="How can our AI help?" error={errors.message} required>
          <Textarea
            maxLength={500}
            value={values.message}
            onChange={(event) => {
              setValues({ ...values, message: event.target.value });
            }}
          />
        </FormField>
        <FormField
          layout="inline"
          label="I agree to be contacted about my inquiry"
          error={errors.consent}
        >
          <Checkbox
            checked={values.consent}
            onCheckedChange={(checked) => {
              setValues({ ...values, consent: checked === true });
            }}
          />
        </FormField>
        <Button type="submit" className="justify-self-start">
          Send inquiry
        </Button>
        {sent && (
          <p role="status" className="text-sm font-medium text-success">
            Thanks! Nova will call you back within one business day.
          </p>
        )}
      </form>
    );
  },
};
