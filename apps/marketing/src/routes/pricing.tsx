import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/pricing/pricing-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/pricing/pricing-page";
