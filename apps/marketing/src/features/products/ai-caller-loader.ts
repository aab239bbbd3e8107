import { aiCallerPage } from "@novaline/content";
import { phoneDemoSectionData } from "../phone-demo/phone-demo-data";
import { productPageData } from "./product-page-data";

export function loader() {
  return { ...productPageData("aiCaller", aiCallerPage), phoneDemo: phoneDemoSectionData() };
}
