import { metaFromLoader } from "../../shared/route-meta";
import { ServiceDetailPage } from "./service-detail-page";
import type { loader } from "./ai-agent-interaction-loader";
import { usePageData } from "../../shared/page-data";

export const meta = metaFromLoader;

export default function AiAgentInteraction() {
  return <ServiceDetailPage data={usePageData<typeof loader>()} />;
}
