import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/roi/roi-loader";

export const loader = packLoader(pageLoader);
export { meta, shouldRevalidate, default } from "../features/roi/roi-page";
