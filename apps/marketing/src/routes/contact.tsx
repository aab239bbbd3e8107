export { loader } from "../features/contact/contact-loader";
export { meta, default } from "../features/contact/contact-page";
