export { loader } from "../features/testimonials/testimonials-loader";
export { meta, default } from "../features/testimonials/testimonials-page";
