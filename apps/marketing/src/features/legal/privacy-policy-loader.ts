import { privacyPolicy, routes, siteMeta } from "@novaline/content";
import { parseLegalMarkdown } from "./legal-markdown";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";
import { webPageJsonLd } from "./legal-meta";

// Runs at build time: the Markdown is parsed here, so the page ships data, not a parser.
export function loader() {
  const { title, description, lastUpdated, lastUpdatedLabel, contentsLabel, tableLabel, sections } =
    privacyPolicy;
  const path = routes.privacyPolicy;
  return {
    meta: [
      ...routeMetaTags("privacyPolicy", path),
      breadcrumbJsonLd([{ name: title, path }]),
      webPageJsonLd({ name: title, description, path, dateModified: lastUpdated }),
    ],
    title,
    description,
    lastUpdated,
    lastUpdatedText: new Intl.DateTimeFormat(siteMeta.locale.replace("_", "-"), {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date(lastUpdated)),
    lastUpdatedLabel,
    contentsLabel,
    sections: sections.map(({ id, heading, body }) => ({
      id,
      heading,
      tableLabel: tableLabel.replace("{section}", heading),
      blocks: parseLegalMarkdown(body),
    })),
  };
}
