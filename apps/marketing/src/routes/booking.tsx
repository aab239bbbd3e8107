export { loader } from "../features/booking/booking-loader";
export { meta, default } from "../features/booking/booking-page";
