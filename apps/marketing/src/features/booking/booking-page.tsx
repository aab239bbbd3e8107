import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { prefillFromSearch } from "./booking-url";
import { PageIntro } from "../../shared/sections/page-intro";
import type { loader } from "./booking-loader";
import { usePageData } from "../../shared/page-data";

// The agenda and the calendar's overlay are prerendered; the embed's code (and then the provider's
// frame) loads once the page has hydrated and the visitor is near it.
const BookingEmbed = deferred("booking-embed", () => import("./booking-embed"), undefined, {
  firstPaint: true,
});
// The demo request's code (react-hook-form and the schema) loads as the form nears the viewport.
const DemoRequestForm = deferred("demo-form", () => import("../inquiry-forms/contact-form"));
const BookingAlternatives = deferred(
  "booking-alternatives",
  () => import("./booking-alternatives"),
);

export const meta = metaFromLoader;

export default function Booking() {
  const { booking: copy, contact, demoForm } = usePageData<typeof loader>();
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
      <section className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="rounded-3xl border border-border bg-card bg-sheen p-6 shadow-elevated sm:p-10">
            <DemoRequestForm {...demoForm} />
          </div>
          <BookingAlternatives
            copy={copy.alternatives}
            phone={contact.phone}
            email={contact.email}
          />
        </div>
      </section>
    </>
  );
}
