import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/blog/blog-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/blog/blog-page";
