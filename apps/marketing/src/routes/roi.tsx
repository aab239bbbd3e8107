export { loader } from "../features/roi/roi-loader";
export { meta, shouldRevalidate, default } from "../features/roi/roi-page";
