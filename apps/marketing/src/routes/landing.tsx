import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/landing/landing-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/landing/landing-page";
