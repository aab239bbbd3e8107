export { loader } from "../features/pricing/pricing-loader";
export { meta, default } from "../features/pricing/pricing-page";
