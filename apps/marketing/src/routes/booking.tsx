import { packLoader } from "../shared/page-data";
import { loader as pageLoader } from "../features/booking/booking-loader";

export const loader = packLoader(pageLoader);
export { meta, default } from "../features/booking/booking-page";
