export { loader } from "../features/products/ai-caller-loader";
export { meta, default } from "../features/products/ai-caller-page";
