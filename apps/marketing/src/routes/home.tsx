import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/home/home-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/home/home-page";
