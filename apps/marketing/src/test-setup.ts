import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(cleanup);

// Radix's checkbox measures itself; nothing resizes in jsdom (node-environment tests have no window).
if (typeof window !== "undefined" && typeof window.ResizeObserver !== "function") {
  window.ResizeObserver = class {
    observe() {
      // Nothing resizes in jsdom.
    }
    unobserve() {
      // Nothing resizes in jsdom.
    }
    disconnect() {
      // Nothing resizes in jsdom.
    }
  };
}
