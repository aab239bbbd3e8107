import { booking, brand, routes } from "@novaline/content";
import { breadcrumbJsonLd, routeMetaTags } from "../../shared/meta";

export function loader() {
  return {
    meta: [
      ...routeMetaTags("booking", routes.booking),
      breadcrumbJsonLd([{ name: booking.pageName, path: routes.booking }]),
    ],
    booking,
    contact: { phone: brand.phone, email: brand.email },
    demoForm: {
      kind: "demo" as const,
      copy: booking.demoForm,
      email: brand.email,
      sourcePage: routes.booking,
    },
  };
}
