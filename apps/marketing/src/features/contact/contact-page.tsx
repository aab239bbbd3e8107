import { deferred } from "../../shared/deferred";
import { metaFromLoader } from "../../shared/route-meta";
import { PageIntro } from "../../shared/sections/page-intro";
import type { loader } from "./contact-loader";
import { usePageData } from "../../shared/page-data";

// The form's code (react-hook-form and the schema) is not in the first load: it hydrates the
// prerendered form from its own chunk as soon as the form nears the viewport.
const ContactForm = deferred(
  "contact-form",
  () => import("../inquiry-forms/contact-form"),
  undefined,
  {
    firstPaint: true,
  },
);
// Plain links and text: they work from the prerendered HTML; their icons hydrate later.
const ContactChannels = deferred(
  "contact-channels",
  () => import("./contact-channels"),
  undefined,
  {
    firstPaint: true,
  },
);
const ContactFaq = deferred("contact-faq", () => import("../../shared/sections/faq"));

export const meta = metaFromLoader;

export default function Contact() {
  const { hero, form, channels, faq } = usePageData<typeof loader>();
  return (
    <>
      <PageIntro {...hero} />
      <section className="px-4 pb-16 sm:px-6 sm:pb-24">
        <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
          <div className="rounded-3xl border border-border bg-card bg-sheen p-6 shadow-elevated sm:p-10">
            <ContactForm {...form} />
          </div>
          <ContactChannels {...channels} />
        </div>
      </section>
      <ContactFaq {...faq} />
    </>
  );
}
