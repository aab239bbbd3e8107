export { loader } from "../features/blog/blog-feed";
