import { CircleAlertIcon } from "lucide-react";
import { authErrorMessage, passwordGapMessages } from "../auth/auth-messages.js";
import { AuthFailure } from "../auth/auth-client.js";
import { adminCopy } from "@novaline/content";

/** The message of a failed sign-in or reset, announced as it appears; nothing when `error` is null. */
export function AuthAlert({ error }: { error: unknown }) {
  const failure = error instanceof AuthFailure ? error : new AuthFailure("unknown");
  const gaps = passwordGapMessages(failure.passwordGaps);
  return (
    <div role="alert" className="min-h-0">
      {error !== null && (
        <div className="flex gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-foreground">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <div>
            <p>{authErrorMessage(failure.code)}</p>
            {gaps.length > 0 && (
              <>
                <p className="mt-2">{adminCopy.passwordPolicy.heading}</p>
                <ul className="mt-1 list-disc pl-5">
                  {gaps.map((gap) => (
                    <li key={gap}>{gap}</li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
