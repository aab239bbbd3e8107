import { act, render } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated.js";

function Probe() {
  return <p>{useHydrated() ? "running" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false on the server and while hydrating, then true, without a mismatch", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe("prerendered");
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe("running");
    act(() => {
      root?.unmount();
    });
    container.remove();
  });

  it("is true at once in a render on the client alone", () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe("running");
  });
});
