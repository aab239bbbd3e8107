import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/services/chatbot-showcase-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/services/chatbot-showcase-page";
