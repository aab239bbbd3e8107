import { serviceDetailData } from "./service-detail-data";

// Runs at build time: the page's copy travels as prerendered data, not as bundled modules.
export function loader() {
  return serviceDetailData("chatbotShowcase");
}
