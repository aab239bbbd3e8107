import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/testimonials/testimonials-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/testimonials/testimonials-page";
