export { loader } from "../features/services/ai-agent-interaction-loader";
export { meta, default } from "../features/services/ai-agent-interaction-page";
