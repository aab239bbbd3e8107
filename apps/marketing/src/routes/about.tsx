import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/about/about-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/about/about-page";
