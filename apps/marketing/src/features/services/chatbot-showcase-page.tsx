import { useLoaderData } from "react-router";
import { metaFromLoader } from "../../shared/route-meta";
import { serviceDetailData } from "./service-detail-data";
import { ServiceDetailPage } from "./service-detail-page";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  return serviceDetailData("chatbotShowcase");
}

export const meta = metaFromLoader;

export default function ChatbotShowcase() {
  return <ServiceDetailPage data={useLoaderData<typeof loader>()} />;
}
