import { adminCopy, routes } from "@novaline/content";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin, signedInStaff } from "../testing/fake-auth-client.js";
import { renderAdmin } from "../testing/render-admin.js";

const shellHeading = { name: adminCopy.shell.inquiriesHeading, level: 1 } as const;

describe("the admin gate", () => {
  it("shows a full-screen spinner while the session is unknown, then the content to an admin", () => {
    const { client, setSession } = fakeAuthClient({ status: "unknown" });
    renderAdmin(routes.adminInquiries, client);
    expect(screen.getByRole("status")).toHaveTextContent(adminCopy.checkingSession);
    expect(screen.queryByRole("heading", shellHeading)).not.toBeInTheDocument();

    setSession(signedInAdmin);
    expect(screen.getByRole("heading", shellHeading)).toBeInTheDocument();
    expect(screen.getByRole("banner")).toHaveTextContent(signedInAdmin.email);
    expect(screen.queryByText(adminCopy.checkingSession)).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to sign-in, replacing the entry, and back to the page after", async () => {
    const { client, setSession } = fakeAuthClient({ status: "signedOut" });
    const { router } = renderAdmin(`${routes.adminInquiries}?status=new#latest`, client);
    expect(router.state.location.pathname).toBe(routes.adminLogin);
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("heading", { name: adminCopy.login.heading })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(adminCopy.login.emailLabel), signedInAdmin.email);
    await userEvent.type(screen.getByLabelText(adminCopy.login.passwordLabel), "secret");
    await userEvent.click(screen.getByRole("button", { name: adminCopy.login.submit }));
    expect(client.signInWithPassword).toHaveBeenCalledWith(signedInAdmin.email, "secret");

    setSession(signedInAdmin);
    const { pathname, search, hash } = router.state.location;
    expect(pathname + search + hash).toBe(`${routes.adminInquiries}?status=new#latest`);
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.getByRole("heading", shellHeading)).toBeInTheDocument();
  });

  it("tells an account without the admin claim it has no access, and lets it check again or sign out", async () => {
    const { client } = fakeAuthClient(signedInStaff);
    renderAdmin(routes.adminInquiries, client);
    expect(screen.getByRole("heading", { name: adminCopy.noAccess.heading })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByText(signedInStaff.email)).toBeInTheDocument();
    expect(screen.queryByRole("heading", shellHeading)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: adminCopy.noAccess.checkAgain }));
    expect(client.recheckAccess).toHaveBeenCalledOnce();
    expect(await screen.findByText(adminCopy.noAccess.stillNoAccess)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: adminCopy.noAccess.signOut }));
    expect(client.signOut).toHaveBeenCalledOnce();
  });

  it("lets the admin in once a re-check finds the claim granted", async () => {
    const { client, setSession } = fakeAuthClient(signedInStaff);
    client.recheckAccess.mockImplementation(() => {
      setSession(signedInAdmin);
      return Promise.resolve();
    });
    renderAdmin(routes.adminInquiries, client);
    await userEvent.click(screen.getByRole("button", { name: adminCopy.noAccess.checkAgain }));
    expect(screen.getByRole("heading", shellHeading)).toBeInTheDocument();
  });

  it("leads / to the inquiries, and signs an admin out from the shell", async () => {
    const { client, setSession } = fakeAuthClient(signedInAdmin);
    const { router } = renderAdmin("/", client);
    expect(router.state.location.pathname).toBe(routes.adminInquiries);

    await userEvent.click(screen.getByRole("button", { name: adminCopy.shell.signOut }));
    expect(client.signOut).toHaveBeenCalledOnce();
    setSession({ status: "signedOut" });
    expect(router.state.location.pathname).toBe(routes.adminLogin);
  });

  it("sends a signed-in admin who opens the sign-in page on to the inquiries", () => {
    const { client } = fakeAuthClient(signedInAdmin);
    const { router } = renderAdmin(routes.adminLogin, client);
    expect(router.state.location.pathname).toBe(routes.adminInquiries);
  });
});
