export { loader } from "../features/blog/blog-loader";
export { meta, default } from "../features/blog/blog-page";
