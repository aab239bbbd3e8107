import { toast, Toaster } from "@novaline/ui";
import { useEffect } from "react";
import { toastAreaReady } from "./notify";

/** The mounted toast area (loaded on the first message). */
export default function Toasts() {
  useEffect(() => {
    toastAreaReady(toast);
  }, []);
  return <Toaster />;
}
