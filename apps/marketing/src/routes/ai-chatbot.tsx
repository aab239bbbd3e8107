import { aiChatbotPage } from "@novaline/content";
import { useLoaderData } from "react-router";
import { deferred } from "../lib/deferred";
import { metaFromLoader } from "../lib/route-meta";
import { ProductPage } from "../sections/product/product-page";
import { productPageData } from "../sections/product/product-page-data";

const ChatDemo = deferred("chat-demo", () => import("../sections/product/chat-demo"));

export function loader() {
  return productPageData("aiChatbot", aiChatbotPage);
}

export const meta = metaFromLoader;

export default function AiChatbot() {
  const data = useLoaderData<typeof loader>();
  return <ProductPage data={data} demo={<ChatDemo id={data.hero.demoId} demo={data.demo} />} />;
}
