import { aiCallerPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../lib/deferred";
import { metaFromLoader } from "../lib/route-meta";
import { ProductPage } from "../sections/product/product-page";
import { productPageData } from "../sections/product/product-page-data";

const CallDemo = deferred("call-demo", () => import("../sections/product/call-demo"));

export function loader() {
  return productPageData("aiCaller", aiCallerPage);
}

export const meta = metaFromLoader;

export default function AiCaller() {
  const data = useLoaderData<typeof loader>();
  return <ProductPage data={data} demo={<CallDemo id={data.hero.demoId} demo={data.demo} />} />;
}
