import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/products/ai-caller-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/products/ai-caller-page";
