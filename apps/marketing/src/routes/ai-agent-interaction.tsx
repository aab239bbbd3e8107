import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/services/ai-agent-interaction-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/services/ai-agent-interaction-page";
