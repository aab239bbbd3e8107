export { loader } from "../features/landing/landing-loader";
export { meta, default } from "../features/landing/landing-page";
