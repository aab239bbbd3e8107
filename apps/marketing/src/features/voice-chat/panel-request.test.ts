import { describe, expect, it, vi } from "vitest";
import { onPanelRequest } from "./panel-opening";
import { requestPanel } from "./panel-request";

describe("requestPanel()", () => {
  it("reaches the widget's listener (the same event), until it stops listening", () => {
    const open = vi.fn();
    const stop = onPanelRequest(open);
    requestPanel();
    expect(open).toHaveBeenCalledOnce();
    stop();
    requestPanel();
    expect(open).toHaveBeenCalledOnce();
  });
});
