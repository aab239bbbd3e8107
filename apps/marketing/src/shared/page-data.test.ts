import { blogPosts } from "@novaline/content";
import { data, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { packLoader, unpack } from "./page-data";

type Loader = (args: {
  params: { slug?: string };
  request: Request;
  context: RouterContextProvider;
}) => unknown;

// Every page's loader (features/<feature>/<page>-loader.ts), as the route modules pack them.
const loaders = Object.entries(
  import.meta.glob<{ loader: Loader }>("../features/*/*-loader.ts", { eager: true }),
);

describe("packLoader", () => {
  it.each(loaders)("%s: the page reads back what its loader built", async (_, { loader }) => {
    const args = {
      params: { slug: blogPosts[0]?.slug },
      request: new Request("http://localhost/page.data"),
      context: new RouterContextProvider(),
    };
    const packed = await packLoader(loader)(args);
    expect(typeof packed).toBe("string");
    expect(unpack(packed)).toEqual(await loader(args));
  });

  it("finds the pages' loaders", () => {
    expect(loaders.length).toBeGreaterThanOrEqual(15);
  });

  it("lets a loader's thrown response through unchanged (an unknown blog post is a 404)", async () => {
    const notFound = data(null, { status: 404 });
    const loader = packLoader(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers 404 this way
      throw notFound;
    });
    await expect(loader()).rejects.toBe(notFound);
  });
});

describe("unpack", () => {
  it("gives the same object for the same data, so memoized sections keep their props", () => {
    const packed = JSON.stringify({ plans: [{ name: "Starter" }] });
    const first = unpack(packed);
    // Other pages' data read in between (a visitor browsing) does not evict it at once.
    for (let page = 0; page < 5; page++) unpack(JSON.stringify({ page }));
    expect(unpack(packed)).toBe(first);
    expect(first).toEqual({ plans: [{ name: "Starter" }] });
  });

  it("keeps a route without data as undefined", () => {
    expect(unpack(undefined)).toBeUndefined();
  });
});
