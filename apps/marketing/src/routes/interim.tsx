import { comingSoonPage, pageMeta, routes, siteMeta, type RouteKey } from "@novaline/content";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { InterimPage } from "../components/interim-page";
import { breadcrumbJsonLd, routeMetaTags } from "../lib/meta";
import { metaFromLoader } from "../lib/route-meta";
import { routeKeyOf } from "../lib/site-paths";

// One module for every route of the table whose page has not shipped; each is registered under
// its route key as id (routes.ts). Its copy is read at build time.

/** "About Us: The Team… | NovaLine" → "About Us". */
function pageName(key: RouteKey): string {
  const title = pageMeta[key].title.replace(`${siteMeta.titleSeparator}${siteMeta.siteName}`, "");
  return title.split(":")[0]?.trim() ?? title;
}

export function loader({ request }: LoaderFunctionArgs) {
  const key = routeKeyOf(new URL(request.url).pathname) ?? "home";
  const name = pageName(key);
  return {
    meta: [...routeMetaTags(key, routes[key]), breadcrumbJsonLd([{ name, path: routes[key] }])],
    name,
    description: pageMeta[key].description,
    copy: { ...comingSoonPage, text: comingSoonPage.text.replace("{page}", name) },
  };
}

export const meta = metaFromLoader;

export default function Interim() {
  const { name, description, copy } = useLoaderData<typeof loader>();
  return <InterimPage name={name} description={description} copy={copy} />;
}
