import { useLoaderData } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { ProductPage } from "./product-page";
import type { loader } from "./ai-chatbot-loader";

const ChatSimulation = deferred("chat-demo", () => import("../simulations/chat-simulation"));

export const meta = metaFromLoader;

export default function AiChatbot() {
  const data = useLoaderData<typeof loader>();
  return (
    <ProductPage data={data} demo={<ChatSimulation id={data.hero.demoId} demo={data.demo} />} />
  );
}
