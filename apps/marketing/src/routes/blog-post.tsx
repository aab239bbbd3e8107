import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/blog/blog-post-loader";

export const loader = packLoader(pageLoader);
export { meta, default, ErrorBoundary, HydrateFallback } from "../features/blog/blog-post-page";
