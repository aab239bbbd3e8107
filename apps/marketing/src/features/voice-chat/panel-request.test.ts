import { describe, expect, it, vi } from "vitest";
import { whenPanelRequested } from "./panel-opening";
import { onPanelRequest, requestPanel } from "./panel-request";

describe("requestPanel()", () => {
  it("reaches the widget's listener, until it stops listening", () => {
    const open = vi.fn();
    const stop = onPanelRequest(open);
    requestPanel();
    expect(open).toHaveBeenCalledOnce();
    stop();
    requestPanel();
    // Not answered by this listener: it stopped. The next to listen takes it.
    expect(open).toHaveBeenCalledOnce();
    const next = vi.fn();
    onPanelRequest(next)();
    expect(next).toHaveBeenCalledOnce();
  });

  it("is kept for a widget whose code had not loaded yet, and answered once", () => {
    requestPanel();
    requestPanel();
    const open = vi.fn();
    const stop = onPanelRequest(open);
    expect(open).toHaveBeenCalledOnce();
    stop();
    const later = vi.fn();
    onPanelRequest(later)();
    expect(later).not.toHaveBeenCalled();
  });

  it("wakes the first load, which loads the widget (the same event)", async () => {
    const requested = vi.fn();
    void whenPanelRequested().then(requested);
    await Promise.resolve();
    expect(requested).not.toHaveBeenCalled();
    requestPanel();
    await vi.waitFor(() => {
      expect(requested).toHaveBeenCalledOnce();
    });
  });
});
