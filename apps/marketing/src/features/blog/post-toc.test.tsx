import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import PostToc from "./post-toc";

const entries = [
  { id: "one", text: "One", level: 2 as const },
  { id: "one-detail", text: "One in detail", level: 3 as const },
  { id: "two", text: "Two", level: 2 as const },
];

/**
 * The post's body as blog-markdown.ts renders it: a section per h2. `tops` places each section
 * (600 px high) and the h3 inside the first; jsdom does no layout.
 */
function mountBody(tops: { one: number; detail: number; two: number }) {
  const body = document.createElement("div");
  body.innerHTML =
    '<p>Intro</p><section><h2 id="one">One</h2><p>a</p><h3 id="one-detail">One in detail</h3></section>' +
    '<section><h2 id="two">Two</h2><p>b</p></section>';
  document.body.append(body);
  const get = (selector: string) => {
    const element = body.querySelector(selector);
    if (!element) throw new Error(`No ${selector}`);
    return element;
  };
  const place = (element: Element, top: () => number, height: number) =>
    vi.spyOn(element, "getBoundingClientRect").mockImplementation(() => {
      const y = top();
      return {
        top: y,
        bottom: y + height,
        left: 0,
        right: 0,
        width: 0,
        height,
        x: 0,
        y,
      } as DOMRect;
    });
  const measured = {
    one: place(get("section:first-of-type"), () => tops.one, 600),
    oneHeading: place(get("#one"), () => tops.one, 30),
    detail: place(get("#one-detail"), () => tops.detail, 30),
    two: place(get("section:last-of-type"), () => tops.two, 600),
    twoHeading: place(get("#two"), () => tops.two, 30),
  };
  return { body, measured };
}

/** Runs the frame the scroll listener asked for. */
async function scrolled() {
  await act(async () => {
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The wide screens' list (the phones' one is the same, folded). */
const sidebar = () => {
  const [, wide] = screen.getAllByRole("navigation", { name: "On this page" });
  if (!wide) throw new Error("No table of contents for wide screens");
  return wide;
};

const current = () =>
  within(sidebar())
    .queryAllByRole("link")
    .find((link) => link.getAttribute("aria-current") === "location")?.textContent;

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

describe("PostToc's reading position", () => {
  it("marks the last heading above the reading line, reading sections before headings inside", async () => {
    const tops = { one: 400, detail: 800, two: 1000 };
    const { measured } = mountBody(tops);
    render(<PostToc entries={entries} label="On this page" />);
    await scrolled();
    expect(current()).toBeUndefined();
    // Headings of sections below the line are not measured: their layout may be skipped.
    expect(measured.detail).not.toHaveBeenCalled();
    expect(measured.twoHeading).not.toHaveBeenCalled();

    Object.assign(tops, { one: 100, detail: 500, two: 700 });
    await scrolled();
    expect(current()).toBe("One");

    Object.assign(tops, { one: -300, detail: 100, two: 300 });
    await scrolled();
    expect(current()).toBe("One in detail");
    expect(measured.twoHeading).not.toHaveBeenCalled();

    Object.assign(tops, { one: -900, detail: -500, two: 50 });
    measured.detail.mockClear();
    await scrolled();
    expect(current()).toBe("Two");
    // A section entirely above the line answers for the headings inside it.
    expect(measured.detail).not.toHaveBeenCalled();
  });

  it("lays out the whole post before a jump, so the scroll ends on the heading", () => {
    const { body } = mountBody({ one: 400, detail: 800, two: 1000 });
    const scrollIntoView = vi.fn();
    // jsdom has neither: no layout, no media queries.
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    render(<PostToc entries={entries} label="On this page" />);
    const link = within(sidebar()).getByRole("link", { name: "Two" });
    expect(body.hasAttribute("data-laid-out")).toBe(false);
    fireEvent.click(link);
    expect(body.hasAttribute("data-laid-out")).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth" });
    expect(document.activeElement?.id).toBe("two");
  });
});
