import "@testing-library/jest-dom/vitest";
import { toast } from "@novaline/ui";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Test files share one jsdom (vitest.config.ts): each test leaves it as it found it (session
// storage too: the sign-in page's reason and the unsaved team notes live there).
// Sonner unmounts a closed toast by a 200 ms timer that outlives the Toaster; if the run ended within
// those 200 ms, the timer would fire after jsdom is gone ("window is not defined" in React).
let toastOnScreen = false;
afterEach(() => {
  if (typeof document === "undefined") return; // a node-environment test file
  toastOnScreen ||= document.querySelector("[data-sonner-toast]") !== null;
  // A toast's own close timer would otherwise fire in a later test file, perhaps one run in the
  // node environment, where Sonner's requestAnimationFrame does not exist (CI saw it once).
  toast.dismiss();
  cleanup();
  document.documentElement.className = "";
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(async () => {
  if (toastOnScreen) await new Promise((resolve) => setTimeout(resolve, 250));
});
