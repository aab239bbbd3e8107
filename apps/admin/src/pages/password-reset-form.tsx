import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { adminCopy, fillIn } from "@novaline/content";
import { Button, FormField, Input } from "@novaline/ui";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useAuthClient } from "../auth/auth-context.js";
import { AuthAlert } from "./auth-alert.js";
import { passwordResetSchema, type PasswordResetValues } from "./sign-in-schema.js";

export interface PasswordResetFormProps {
  defaultEmail?: string;
  onBack: (email: string) => void;
}

/** Sends Firebase's password-reset e-mail; says the same whether or not the address has an account. */
export function PasswordResetForm({ defaultEmail = "", onBack }: PasswordResetFormProps) {
  const client = useAuthClient();
  const copy = adminCopy.passwordReset;
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetValues>({
    resolver: standardSchemaResolver(passwordResetSchema),
    defaultValues: { email: defaultEmail },
    mode: "onSubmit",
  });

  // "Forgot your password?" is gone with the sign-in form: focus goes on where the reset starts.
  useEffect(() => {
    setFocus("email");
  }, [setFocus]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    setSentTo(null);
    try {
      await client.sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground">{copy.intro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField
          id="reset-email"
          label={adminCopy.login.emailLabel}
          error={errors.email?.message}
        >
          <Input type="email" autoComplete="username" inputMode="email" {...register("email")} />
        </FormField>
        <AuthAlert error={failure} />
        <p role="status" className="text-sm empty:hidden">
          {sentTo === null ? "" : fillIn(copy.sent, { email: sentTo })}
        </p>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </form>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          onBack(getValues("email").trim());
        }}
      >
        {copy.backToSignIn}
      </button>
    </div>
  );
}
