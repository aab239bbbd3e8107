import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/legal/privacy-policy-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/legal/privacy-policy-page";
