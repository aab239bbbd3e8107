import type { Brand, BookingContent } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { Mail, Phone } from "lucide-react";

export interface BookingAlternativesProps {
  copy: BookingContent["alternatives"];
  phone: Brand["phone"];
  email: Brand["email"];
}

/** For visitors who would rather not pick a slot: the team's phone number and e-mail address. */
export default function BookingAlternatives({ copy, phone, email }: BookingAlternativesProps) {
  return (
    <section aria-labelledby="booking-alternatives" className="px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card sm:p-8 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <h2 id="booking-alternatives" className="font-display text-2xl font-bold tracking-tight">
            {copy.title}
          </h2>
          <p className="text-pretty text-muted-foreground">{copy.description}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <a href={phone.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
            <Phone aria-hidden="true" />
            <span>
              <span className="sr-only">{copy.phoneLabel}: </span>
              {phone.display}
            </span>
          </a>
          <a
            href={`mailto:${email}`}
            className={buttonVariants({ variant: "outline", size: "lg" })}
          >
            <Mail aria-hidden="true" />
            <span>
              <span className="sr-only">{copy.emailLabel}: </span>
              {email}
            </span>
          </a>
        </div>
      </div>
    </section>
  );
}
