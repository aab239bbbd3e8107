import { routes } from "@novaline/content";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeAuthClient, signedInAdmin } from "../testing/fake-auth-client.js";
import { fakeInquiryApi } from "../testing/fake-inquiry-api.js";
import { renderAdmin } from "../testing/render-admin.js";

describe("the filters a dashboard link sets", () => {
  it("narrow the list, show as chips, and go one at a time", async () => {
    const { api, requests } = fakeInquiryApi();
    const { router } = renderAdmin(
      `${routes.adminInquiries}?source=%2Fpricing&industry=health&call=yes&kind=demo`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await waitFor(() => {
      expect(requests().length).toBeGreaterThan(0);
    });
    const asked = requests()[0]?.url.searchParams;
    expect(asked?.get("source")).toBe("/pricing");
    expect(asked?.get("industry")).toBe("health");
    expect(asked?.get("call")).toBe("yes");
    expect(await screen.findByText("Source page: /pricing")).toBeInTheDocument();
    expect(screen.getByText("Industry: Healthcare")).toBeInTheDocument();
    expect(screen.getByText("Phone demos only")).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole("button", { name: "Remove the filter Industry: Healthcare" }),
    );
    expect(new URLSearchParams(router.state.location.search).get("industry")).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get("source")).toBe("/pricing");
    expect(screen.queryByText("Industry: Healthcare")).toBeNull();
  });

  it("say which leads a rate or a time is over: answered or not, won or lost, calls placed", async () => {
    const { api, requests } = fakeInquiryApi();
    renderAdmin(
      `${routes.adminInquiries}?responded=no&decided=yes&call=placed`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await waitFor(() => {
      expect(requests().length).toBeGreaterThan(0);
    });
    const asked = requests()[0]?.url.searchParams;
    expect(asked?.get("responded")).toBe("no");
    expect(asked?.get("decided")).toBe("yes");
    expect(asked?.get("call")).toBe("placed");
    expect(await screen.findByText("Not answered yet")).toBeInTheDocument();
    expect(screen.getByText("Won or lost")).toBeInTheDocument();
    expect(screen.getByText("Phone demo calls placed")).toBeInTheDocument();
  });

  it("ignore values the API would refuse", async () => {
    const { api, requests } = fakeInquiryApi();
    renderAdmin(
      `${routes.adminInquiries}?industry=bakery&call=maybe&responded=1&decided=no`,
      fakeAuthClient(signedInAdmin).client,
      api,
    );
    await waitFor(() => {
      expect(requests().length).toBeGreaterThan(0);
    });
    const asked = requests()[0]?.url.searchParams;
    expect(asked?.has("industry")).toBe(false);
    expect(asked?.has("call")).toBe(false);
    expect(asked?.has("responded")).toBe(false);
    expect(asked?.has("decided")).toBe(false);
  });
});
