import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { adminCopy } from "@novaline/content";
import { Button, FormField, Input } from "@novaline/ui";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useAuthClient } from "../auth/auth-context.js";
import { AuthAlert } from "./auth-alert.js";
import { signInSchema, type SignInValues } from "./sign-in-schema.js";

export interface SignInFormProps {
  defaultEmail?: string;
  /** Opens the password reset, with the e-mail typed so far. */
  onForgotPassword: (email: string) => void;
  /**
   * Focuses the e-mail field when the form appears: back from the password reset, whose button
   * focus was on is gone. @defaultValue false
   */
  focusEmail?: boolean;
}

/**
 * E-mail and password sign-in (and Google, when configured). A failure is explained above the
 * button; the e-mail stays, the password is cleared and focused for the next try.
 */
export function SignInForm({
  defaultEmail = "",
  onForgotPassword,
  focusEmail = false,
}: SignInFormProps) {
  const client = useAuthClient();
  const copy = adminCopy.login;
  const [failure, setFailure] = useState<unknown>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: standardSchemaResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  useEffect(() => {
    if (focusEmail) setFocus("email");
  }, [focusEmail, setFocus]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await client.signInWithPassword(email.trim(), password);
    } catch (error) {
      setFailure(error);
      resetField("password");
      setFocus("password");
    }
  });

  const signInWithGoogle = async () => {
    setFailure(null);
    setGoogleBusy(true);
    try {
      await client.signInWithGoogle();
    } catch (error) {
      setFailure(error);
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <div className="grid gap-6">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <FormField id="sign-in-email" label={copy.emailLabel} error={errors.email?.message}>
          <Input type="email" autoComplete="username" inputMode="email" {...register("email")} />
        </FormField>
        <FormField
          id="sign-in-password"
          label={copy.passwordLabel}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </FormField>
        <AuthAlert error={failure} />
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </form>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        onClick={() => {
          onForgotPassword(getValues("email").trim());
        }}
      >
        {copy.forgotPassword}
      </button>
      {client.googleSignIn && (
        <>
          <p className="flex items-center gap-3 text-sm text-muted-foreground before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
            {copy.or}
          </p>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            loading={googleBusy}
            onClick={() => void signInWithGoogle()}
          >
            {copy.google}
          </Button>
        </>
      )}
    </div>
  );
}
