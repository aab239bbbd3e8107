import { adminRouteKeys, blogPostPath, blogPosts, routes, type RouteKey } from "@novaline/content";

/** Keys of the routes the public site serves (the admin app serves the others). */
export const publicRouteKeys = (Object.keys(routes) as RouteKey[]).filter(
  (key) => !(adminRouteKeys as readonly RouteKey[]).includes(key) && key !== "blogPost",
);

/** Every public page path: the route table's static paths and one per blog post. */
export function prerenderPaths(): string[] {
  return [
    ...publicRouteKeys.map((key) => routes[key]),
    ...blogPosts.map((post) => blogPostPath(post.slug)),
  ];
}

/** The route key of a static path, if it is one of the route table's. */
export function routeKeyOf(pathname: string): RouteKey | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return publicRouteKeys.find((key) => routes[key] === path);
}
