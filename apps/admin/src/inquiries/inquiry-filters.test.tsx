import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminCopy } from "@novaline/content";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { InquiryFiltersBar, SEARCH_DELAY_MS } from "./inquiry-filters.js";
import type { InquiryFilters } from "./use-inquiry-filters.js";

const copy = adminCopy.inquiries;

/** The bar over filters its test applies by hand, as a slow router would, later. */
function renderBar(initial: InquiryFilters) {
  const sent: string[] = [];
  const view: { apply?: (filters: InquiryFilters) => void } = {};
  function Harness() {
    const [filters, setFilters] = useState(initial);
    view.apply = setFilters;
    return (
      <InquiryFiltersBar
        filters={filters}
        onChange={(name, value) => {
          if (name === "q") sent.push(value);
        }}
      />
    );
  }
  render(<Harness />);
  const apply = (filters: InquiryFilters) => {
    act(() => {
      view.apply?.(filters);
    });
  };
  return { sent, apply };
}

describe("InquiryFiltersBar search", () => {
  it("keeps what was typed while the address catches up with an earlier search", async () => {
    const { sent, apply } = renderBar({ q: "jane" });
    const user = userEvent.setup();
    const box = screen.getByLabelText(copy.searchLabel);
    await user.clear(box);
    await vi.waitFor(() => {
      expect(sent).toEqual([""]);
    }, SEARCH_DELAY_MS + 1000);
    // The staff member goes on typing before the address shows the cleared search.
    await user.type(box, "cl");
    apply({});
    expect(box).toHaveValue("cl");
  });

  it("shows the applied search when the address changes elsewhere", () => {
    const { apply } = renderBar({ q: "jane" });
    const box = screen.getByLabelText(copy.searchLabel);
    apply({ q: "clinic" });
    expect(box).toHaveValue("clinic");
    apply({});
    expect(box).toHaveValue("");
  });
});
