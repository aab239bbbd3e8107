import { booking, brand, routes } from "@novaline/content";
import { useMemo } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { deferred } from "../lib/deferred";
import { breadcrumbJsonLd, routeMetaTags } from "../lib/meta";
import { metaFromLoader } from "../lib/route-meta";
import { prefillFromSearch } from "../sections/booking/booking-url";
import { PageIntro } from "../sections/page-intro";

// The agenda and the calendar's overlay are prerendered; the embed's code (and then the provider's
// frame) loads once the page has hydrated and the visitor is near it.
const BookingEmbed = deferred("booking-embed", () => import("../sections/booking/booking-embed"));
const BookingAlternatives = deferred(
  "booking-alternatives",
  () => import("../sections/booking/booking-alternatives"),
);

export function loader() {
  return {
    meta: [
      ...routeMetaTags("booking", routes.booking),
      breadcrumbJsonLd([{ name: booking.pageName, path: routes.booking }]),
    ],
    booking,
    contact: { phone: brand.phone, email: brand.email },
  };
}

export const meta = metaFromLoader;

export default function Booking() {
  const { booking: copy, contact } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  // The same object while the query is the same: the deferred embed must not see new props
  // before its code has arrived (its prerendered HTML would be dropped).
  const query = search.toString();
  const prefill = useMemo(() => prefillFromSearch(new URLSearchParams(query)), [query]);
  return (
    <>
      <PageIntro {...copy.intro} />
      <section id={copy.sectionId} className="scroll-mt-20 px-4 pt-4 pb-16 sm:px-6 sm:pb-20">
        <div className="mx-auto max-w-6xl">
          <BookingEmbed copy={copy} prefill={prefill} headingLevel={2} />
        </div>
      </section>
      <BookingAlternatives copy={copy.alternatives} phone={contact.phone} email={contact.email} />
    </>
  );
}
