import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Sonner unmounts a closed toast by a 200 ms timer that outlives the Toaster; if a file ended within
// those 200 ms, the timer would fire after jsdom is gone ("window is not defined" in React).
let toastOnScreen = false;
afterEach(() => {
  toastOnScreen ||=
    typeof document !== "undefined" && document.querySelector("[data-sonner-toast]") !== null;
  cleanup();
});
afterAll(async () => {
  if (toastOnScreen) await new Promise((resolve) => setTimeout(resolve, 250));
});
