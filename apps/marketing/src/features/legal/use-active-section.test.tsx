import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useActiveSection } from "./use-active-section";

type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
let report: Callback = () => undefined;
const disconnect = vi.fn();

beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback) {
        report = callback;
      }
      observe() {
        // The test reports intersections itself.
      }
      disconnect = disconnect;
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ids = ["one", "two", "three"] as const;

function Contents() {
  const active = useActiveSection(ids);
  return (
    <>
      {ids.map((id) => (
        <section key={id} id={id} />
      ))}
      <p data-testid="active">{active ?? "none"}</p>
    </>
  );
}

const section = (id: string) => document.getElementById(id) as Element;

describe("useActiveSection", () => {
  it("follows the first section in the reading band, in document order", () => {
    render(<Contents />);
    expect(screen.getByTestId("active")).toHaveTextContent("none");
    act(() => {
      report([
        { target: section("three"), isIntersecting: true },
        { target: section("two"), isIntersecting: true },
      ]);
    });
    expect(screen.getByTestId("active")).toHaveTextContent("two");
    act(() => {
      report([{ target: section("two"), isIntersecting: false }]);
    });
    expect(screen.getByTestId("active")).toHaveTextContent("three");
  });

  it("keeps the last section while none is in the band, and stops observing on unmount", () => {
    const { unmount } = render(<Contents />);
    act(() => {
      report([{ target: section("one"), isIntersecting: true }]);
    });
    act(() => {
      report([{ target: section("one"), isIntersecting: false }]);
    });
    expect(screen.getByTestId("active")).toHaveTextContent("one");
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
