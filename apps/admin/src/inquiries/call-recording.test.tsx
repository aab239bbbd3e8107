import { adminCopy } from "@novaline/content";
import type { TranscriptLine } from "@novaline/inquiry";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeInquiryApi } from "../testing/fake-inquiry-api.js";
import { CallRecording } from "./call-recording.js";
import { InquiriesApiProvider } from "./inquiries-api-context.js";

const copy = adminCopy.inquiries.detail.call.player;
const INQUIRY = "5b0c7f0e-8d1a-4a57-9a57-6a6f3f1d2c11";
const RECORDING = `/v1/inquiries/${INQUIRY}/recording`;
const REVOKED =
  "This recording link no longer plays: the admin access it was made for was removed or its sessions were ended. Sign in again to play the recording, or ask an admin to restore your access.";
const lines: TranscriptLine[] = [
  { speaker: "agent", text: "Hi Ravi, how can I help?", start: 0, end: 1.6 },
];

/**
 * The player over the fake API: each recording link it asks for is a new one (`signature=1`,
 * `2`…); the recording itself, fetched by the player to learn why it does not play, answers as
 * `recording` says. The player fetches it with the global `fetch`: the fake API's, as in a
 * browser where both go to the same API.
 */
function renderPlayer(
  recording: () => { status: number; body: unknown },
  /** When the `n`th link expires: all of them in 2030 unless said otherwise. */
  expiresAt: (n: number) => string = () => "2030-03-17T17:46:40.000Z",
) {
  let links = 0;
  const fake = fakeInquiryApi((url) => {
    if (url.pathname.endsWith("/recording-link")) {
      links += 1;
      return {
        url: `${RECORDING}?expires=1900000000&by=admin-uid&signature=${String(links)}`,
        expiresAt: expiresAt(links),
      };
    }
    if (url.pathname === RECORDING) return recording();
    return { status: 404, body: { error: { code: "not-found", message: "No" } } };
  });
  vi.stubGlobal("fetch", fake.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InquiriesApiProvider api={fake.api}>
        <CallRecording inquiryId={INQUIRY} lines={lines} hasRecording />
      </InquiriesApiProvider>
    </QueryClientProvider>,
  );
  const linkRequests = () =>
    fake.requests().filter((request) => request.url.pathname.endsWith("/recording-link"));
  const recordingRequests = () =>
    fake.requests().filter((request) => request.url.pathname === RECORDING);
  return { linkRequests, recordingRequests };
}

const signed = (signature: number) =>
  `http://api.test${RECORDING}?expires=1900000000&by=admin-uid&signature=${String(signature)}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the recording player when the recording does not play", () => {
  it("asks the API why a link still valid does not play, shows its reason in its place, and Try again starts over", async () => {
    const { linkRequests, recordingRequests } = renderPlayer(() => ({
      status: 403,
      body: { error: { code: "recording-link-revoked", message: REVOKED } },
    }));
    const player = await screen.findByLabelText(copy.label);
    expect(player).toHaveAttribute("src", signed(1));

    // A new link would be the same one (signed to the second): the API is asked why, through the
    // link itself (it is signed: no token), once.
    fireEvent.error(player);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(REVOKED);
    expect(screen.queryByLabelText(copy.label)).toBeNull();
    expect(linkRequests()).toHaveLength(1);
    expect(recordingRequests()).toEqual([
      expect.objectContaining({ method: "GET", authorization: null }),
    ]);
    expect(recordingRequests()[0]?.url.href).toBe(signed(1));
    // Without a player, a transcript line is no button to play from.
    expect(screen.queryByRole("button", { name: /Hi Ravi/ })).toBeNull();

    await userEvent.setup().click(screen.getByRole("button", { name: copy.retry }));
    const again = await screen.findByLabelText(copy.label);
    expect(again).toHaveAttribute("src", signed(2));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(linkRequests()).toHaveLength(2);
  });

  it("gets one fresh link for an expired one (a panel left open), then asks why if that fails too", async () => {
    const { linkRequests, recordingRequests } = renderPlayer(
      () => ({
        status: 403,
        body: { error: { code: "recording-link-revoked", message: REVOKED } },
      }),
      (n) => (n === 1 ? "2020-01-01T00:00:00.000Z" : "2030-03-17T17:46:40.000Z"),
    );
    fireEvent.error(await screen.findByLabelText(copy.label));
    await waitFor(() => {
      expect(screen.getByLabelText(copy.label)).toHaveAttribute("src", signed(2));
    });
    expect(linkRequests()).toHaveLength(2);
    expect(recordingRequests()).toHaveLength(0);

    fireEvent.error(screen.getByLabelText(copy.label));
    expect(await screen.findByRole("alert")).toHaveTextContent(REVOKED);
    expect(recordingRequests()[0]?.url.href).toBe(signed(2));
  });

  it("says so in the admin's words when the API cannot be reached to ask why", async () => {
    renderPlayer(() => {
      throw new TypeError("Failed to fetch");
    });
    fireEvent.error(await screen.findByLabelText(copy.label));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.unreachable);
    expect(screen.getByRole("button", { name: copy.retry })).toBeVisible();
  });

  it("shows the generic message for an answer that is not the API's error", async () => {
    renderPlayer(() => ({ status: 502, body: "Bad gateway" }));
    fireEvent.error(await screen.findByLabelText(copy.label));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.failed);
  });
});
