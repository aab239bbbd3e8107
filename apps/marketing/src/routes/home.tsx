export { loader } from "../features/home/home-loader";
export { meta, default } from "../features/home/home-page";
