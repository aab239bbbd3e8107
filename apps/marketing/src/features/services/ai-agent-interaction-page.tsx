import { useLoaderData } from "react-router";
import { metaFromLoader } from "../../shared/route-meta";
import { ServiceDetailPage } from "./service-detail-page";
import type { loader } from "./ai-agent-interaction-loader";

export const meta = metaFromLoader;

export default function AiAgentInteraction() {
  return <ServiceDetailPage data={useLoaderData<typeof loader>()} />;
}
