import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "./notify";
import { ToastArea } from "./toast-area";

const shown = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@novaline/ui", async (importOriginal) => {
  const ui: Record<string, unknown> = await importOriginal();
  return { ...ui, toast: Object.assign(vi.fn(), shown) };
});

describe("notify()", () => {
  it("has the shell mount its toast area (the same event), which then shows the message", async () => {
    render(<ToastArea />);
    // Nothing asked yet: no toast area, no Sonner code loaded.
    expect(screen.queryByRole("region")).toBeNull();
    notify("success", "Link copied");
    notify("error", "Could not send");
    await vi.waitFor(() => {
      expect(shown.success).toHaveBeenCalledWith("Link copied", undefined);
    });
    expect(shown.error).toHaveBeenCalledWith("Could not send", undefined);
    expect(screen.getByRole("region")).toBeInTheDocument();
  });
});
