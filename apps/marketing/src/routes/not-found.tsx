export { default, meta } from "../shell/not-found-page";
