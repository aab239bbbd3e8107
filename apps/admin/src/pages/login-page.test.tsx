import { adminCopy, fillIn, routes } from "@novaline/content";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AuthFailure } from "../auth/auth-client.js";
import { fakeAuthClient } from "../testing/fake-auth-client.js";
import { renderAdmin } from "../testing/render-admin.js";

const copy = adminCopy.login;
const email = () => screen.getByLabelText(copy.emailLabel);
const password = () => screen.getByLabelText(copy.passwordLabel);
const submit = () => screen.getByRole("button", { name: copy.submit });

function renderLogin(options: Parameters<typeof fakeAuthClient>[1] = {}) {
  const fake = fakeAuthClient({ status: "signedOut" }, options);
  renderAdmin(routes.adminLogin, fake.client);
  return fake;
}

describe("the sign-in form", () => {
  it("asks for an e-mail and a password before sending anything", async () => {
    const { client } = renderLogin();
    await userEvent.click(submit());
    expect(screen.getByText(copy.validation.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(copy.validation.passwordRequired)).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(email(), "admin@novaline");
    await userEvent.type(password(), "x");
    await userEvent.click(submit());
    expect(screen.getByText(copy.validation.emailInvalid)).toBeInTheDocument();
    expect(client.signInWithPassword).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed e-mail and the password as typed", async () => {
    const { client } = renderLogin();
    await userEvent.type(email(), "  admin@novaline.local ");
    await userEvent.type(password(), " pass word ");
    await userEvent.click(submit());
    expect(client.signInWithPassword).toHaveBeenCalledWith("admin@novaline.local", " pass word ");
  });

  it("explains a failure, keeps the e-mail and clears the password for the next try", async () => {
    const { client } = renderLogin();
    client.signInWithPassword.mockRejectedValue(new AuthFailure("wrong-password"));
    await userEvent.type(email(), "admin@novaline.local");
    await userEvent.type(password(), "wrong");
    await userEvent.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent(
      adminCopy.authErrors["wrong-password"],
    );
    expect(email()).toHaveValue("admin@novaline.local");
    expect(password()).toHaveValue("");
    expect(password()).toHaveFocus();

    client.signInWithPassword.mockRejectedValue(new AuthFailure("too-many-requests"));
    await userEvent.type(password(), "again");
    await userEvent.click(submit());
    expect(await screen.findByText(adminCopy.authErrors["too-many-requests"])).toBeInTheDocument();
    expect(screen.queryByText(adminCopy.authErrors["wrong-password"])).not.toBeInTheDocument();
  });

  it("lists the password-policy requirements the password misses", async () => {
    const { client } = renderLogin();
    client.signInWithPassword.mockRejectedValue(
      new AuthFailure("password-does-not-meet-requirements", [
        { requirement: "minLength", count: 12 },
        { requirement: "numeric" },
      ]),
    );
    await userEvent.type(email(), "admin@novaline.local");
    await userEvent.type(password(), "short");
    await userEvent.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(adminCopy.authErrors["password-does-not-meet-requirements"]);
    expect(alert).toHaveTextContent("have at least 12 characters");
    expect(alert).toHaveTextContent(adminCopy.passwordPolicy.requirements.numeric);
  });

  it("hides Google sign-in unless it is configured", () => {
    renderLogin();
    expect(screen.queryByRole("button", { name: copy.google })).not.toBeInTheDocument();
  });

  it("offers Google sign-in when configured, and explains a closed popup", async () => {
    const { client } = renderLogin({ googleSignIn: true });
    client.signInWithGoogle.mockRejectedValue(new AuthFailure("popup-closed-by-user"));
    await userEvent.click(screen.getByRole("button", { name: copy.google }));
    expect(client.signInWithGoogle).toHaveBeenCalledOnce();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      adminCopy.authErrors["popup-closed-by-user"],
    );
  });
});

describe("the password reset", () => {
  it("keeps focus on the e-mail field: in the reset form once opened, in the sign-in form once back", async () => {
    renderLogin();
    // Nothing is focused before the staff member chooses where to start.
    expect(email()).not.toHaveFocus();
    await userEvent.type(email(), "admin@novaline.local");
    await userEvent.click(screen.getByRole("button", { name: copy.forgotPassword }));
    // The button focus was on is gone with the sign-in form.
    expect(screen.getByLabelText(copy.emailLabel)).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: adminCopy.passwordReset.submit }));
    await screen.findByRole("status");
    await userEvent.click(
      screen.getByRole("button", { name: adminCopy.passwordReset.backToSignIn }),
    );
    expect(screen.getByRole("heading", { name: copy.heading })).toBeInTheDocument();
    expect(email()).toHaveFocus();
    // Keyboard only: Tab moves on from there to the password, not from the top of the page.
    await userEvent.tab();
    expect(screen.getByLabelText(copy.passwordLabel)).toHaveFocus();
  });

  it("starts from the e-mail typed so far, sends the link and goes back", async () => {
    const { client } = renderLogin();
    await userEvent.type(email(), "admin@novaline.local");
    await userEvent.click(screen.getByRole("button", { name: copy.forgotPassword }));
    expect(
      screen.getByRole("heading", { name: adminCopy.passwordReset.heading }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(copy.emailLabel)).toHaveValue("admin@novaline.local");

    await userEvent.click(screen.getByRole("button", { name: adminCopy.passwordReset.submit }));
    expect(client.sendPasswordReset).toHaveBeenCalledWith("admin@novaline.local");
    expect(await screen.findByRole("status")).toHaveTextContent(
      fillIn(adminCopy.passwordReset.sent, { email: "admin@novaline.local" }),
    );

    await userEvent.click(
      screen.getByRole("button", { name: adminCopy.passwordReset.backToSignIn }),
    );
    expect(screen.getByRole("heading", { name: copy.heading })).toBeInTheDocument();
    expect(email()).toHaveValue("admin@novaline.local");
  });

  it("explains a failure to send", async () => {
    const { client } = renderLogin();
    client.sendPasswordReset.mockRejectedValue(new AuthFailure("network-request-failed"));
    await userEvent.click(screen.getByRole("button", { name: copy.forgotPassword }));
    await userEvent.type(screen.getByLabelText(copy.emailLabel), "admin@novaline.local");
    await userEvent.click(screen.getByRole("button", { name: adminCopy.passwordReset.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      adminCopy.authErrors["network-request-failed"],
    );
  });
});
