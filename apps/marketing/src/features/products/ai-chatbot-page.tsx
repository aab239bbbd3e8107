import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { ProductPage } from "./product-page";
import type { loader } from "./ai-chatbot-loader";
import { usePageData } from "../../shared/page-data";

const ChatSimulation = deferred("chat-demo", () => import("../simulations/chat-simulation"));

export const meta = metaFromLoader;

export default function AiChatbot() {
  const data = usePageData<typeof loader>();
  return (
    <ProductPage data={data} demo={<ChatSimulation id={data.hero.demoId} demo={data.demo} />} />
  );
}
