export { loader } from "../features/legal/privacy-policy-loader";
export { meta, default } from "../features/legal/privacy-policy-page";
