export { loader } from "../features/products/ai-chatbot-loader";
export { meta, default } from "../features/products/ai-chatbot-page";
