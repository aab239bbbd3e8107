import { aiChatbotPage } from "@novaline/content";
import { productPageData } from "./product-page-data";

export function loader() {
  return productPageData("aiChatbot", aiChatbotPage);
}
