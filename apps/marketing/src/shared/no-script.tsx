import { createContext, useContext, type ReactNode } from "react";

/** True inside a deferred section prerendered as the text of a <noscript> (lazy-dom.ts). */
export const InTextSection = createContext(false);

/**
 * What a visitor without JavaScript sees instead of a control that needs it. Inside a section
 * prerendered as a <noscript>'s text a second <noscript> would end the first one early, so there
 * it is an element that the `js` class of <html> hides (app.css).
 */
export function NoScript({ children }: { children: ReactNode }) {
  return useContext(InTextSection) ? (
    <div data-noscript="">{children}</div>
  ) : (
    <noscript>{children}</noscript>
  );
}
