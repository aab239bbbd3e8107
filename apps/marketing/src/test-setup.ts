import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Sonner unmounts a closed toast by a 200 ms timer that outlives the Toaster; if a file ended within
// those 200 ms, the timer would fire after jsdom is gone ("window is not defined" in React).
let toastOnScreen = false;
afterEach(() => {
  if (typeof document === "undefined") return; // a node-environment test file
  toastOnScreen ||= document.querySelector("[data-sonner-toast]") !== null;
  cleanup();
});
afterAll(async () => {
  if (toastOnScreen) await new Promise((resolve) => setTimeout(resolve, 250));
});

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
