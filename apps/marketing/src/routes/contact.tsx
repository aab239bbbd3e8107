import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/contact/contact-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/contact/contact-page";
