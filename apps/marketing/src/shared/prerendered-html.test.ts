import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { htmlOutsidePageData, prerenderedHtml } from "./prerendered-html";

const body = "<p>Answer every call.</p>";

describe("htmlOutsidePageData", () => {
  it("keeps the markup out of a document's data and hands it to the render", () => {
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/blog/a-post/");
    expect(htmlOutsidePageData({ request, context }, "post-body", body)).toBeUndefined();
    expect(htmlOutsidePageData({ request, context }, "faq", "<p>FAQ</p>")).toBeUndefined();
    expect(Object.fromEntries(context.get(prerenderedHtml))).toEqual({
      "post-body": body,
      faq: "<p>FAQ</p>",
    });
  });

  it("leaves it in a navigation's data (the .data file), where no element holds it yet", () => {
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/blog/a-post.data");
    expect(htmlOutsidePageData({ request, context }, "post-body", body)).toBe(body);
    expect(context.get(prerenderedHtml).size).toBe(0);
  });

  it("shares nothing between two pages' renders", () => {
    const first = new RouterContextProvider();
    htmlOutsidePageData({ request: new Request("http://localhost/a/"), context: first }, "x", body);
    expect(new RouterContextProvider().get(prerenderedHtml).size).toBe(0);
  });
});
