import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/services/services-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/services/services-page";
