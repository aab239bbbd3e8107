export { loader } from "../features/about/about-loader";
export { meta, default } from "../features/about/about-page";
