import { useLoaderData } from "react-router";
import { metaFromLoader } from "../../shared/route-meta";
import { ServiceDetailPage } from "./service-detail-page";
import type { loader } from "./chatbot-showcase-loader";

export const meta = metaFromLoader;

export default function ChatbotShowcase() {
  return <ServiceDetailPage data={useLoaderData<typeof loader>()} />;
}
