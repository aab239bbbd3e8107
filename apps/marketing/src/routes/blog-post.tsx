export { loader } from "../features/blog/blog-post-loader";
export { meta, default, ErrorBoundary, HydrateFallback } from "../features/blog/blog-post-page";
