export { loader } from "../features/services/services-loader";
export { meta, default } from "../features/services/services-page";
