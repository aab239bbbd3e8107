import { act } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { PrerenderedHtml, StaticHtml } from "./static-html";

const article = '<h2 id="plan">A 30-day plan</h2><p>Answer <a href="/roi">every call</a>.</p>';

/** Renders `node` as the server's bundle does (Vite sets import.meta.env.SSR there). */
function renderOnServer(node: ReactNode) {
  vi.stubEnv("SSR", true);
  try {
    return renderToString(node);
  } finally {
    vi.unstubAllEnvs();
  }
}

describe("StaticHtml", () => {
  it("renders the markup it is given (a navigation's data carries it)", () => {
    const html = renderOnServer(<StaticHtml id="post-body" html={article} className="prose" />);
    expect(html).toBe(`<div id="post-body" class="prose">${article}</div>`);
  });

  it("renders, on the server, the markup the loader handed to the document's render", () => {
    const html = renderOnServer(
      <PrerenderedHtml value={new Map([["post-body", article]])}>
        <StaticHtml id="post-body" html={undefined} />
      </PrerenderedHtml>,
    );
    expect(html).toBe(`<div id="post-body">${article}</div>`);
  });

  it("hydrates without the markup in its data: the prerendered element stays as it was", () => {
    const container = document.createElement("div");
    container.innerHTML = renderOnServer(
      <PrerenderedHtml value={new Map([["post-body", article]])}>
        <StaticHtml id="post-body" html={undefined} />
      </PrerenderedHtml>,
    );
    document.body.append(container);
    const heading = container.querySelector("h2");
    const errors = vi.spyOn(console, "error");
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, <StaticHtml id="post-body" html={undefined} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls).toEqual([]);
    // The very nodes of the prerendered page, not a copy: nothing was re-rendered.
    expect(container.querySelector("h2")).toBe(heading);
    expect(container.querySelector("#post-body")?.innerHTML).toBe(article);
    container.remove();
    errors.mockRestore();
  });

  it("keeps the hydrated markup through a re-render, and shows another post's when given", () => {
    const container = document.createElement("div");
    container.innerHTML = `<div id="post-body">${article}</div>`;
    document.body.append(container);
    let showNext: (html: string) => void = () => undefined;
    function Page() {
      const [html, setHtml] = useState<string>();
      showNext = setHtml;
      return <StaticHtml id="post-body" html={html} />;
    }
    act(() => {
      hydrateRoot(container, <Page />);
    });
    const next = "<p>Another post.</p>";
    act(() => {
      showNext(next);
    });
    expect(container.querySelector("#post-body")?.innerHTML).toBe(next);
    container.remove();
  });
});
