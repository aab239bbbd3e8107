export { loader } from "../features/services/chatbot-showcase-loader";
export { meta, default } from "../features/services/chatbot-showcase-page";
