import type { Brand, BookingContent } from "@novaline/content";
import { buttonVariants } from "@novaline/ui";
import { Mail, Phone } from "lucide-react";

export interface BookingAlternativesProps {
  copy: BookingContent["alternatives"];
  phone: Brand["phone"];
  email: Brand["email"];
}

/**
 * For visitors who would rather not pick a slot or fill in a form: the team's phone number and
 * e-mail address, beside the demo request.
 */
export default function BookingAlternatives({ copy, phone, email }: BookingAlternativesProps) {
  return (
    <section aria-labelledby="booking-alternatives" className="grid gap-6 lg:pt-10">
      <div className="grid gap-2">
        <h2 id="booking-alternatives" className="font-display text-2xl font-bold tracking-tight">
          {copy.title}
        </h2>
        <p className="text-pretty text-muted-foreground">{copy.description}</p>
      </div>
      <div className="flex flex-wrap gap-3 lg:flex-col lg:items-start">
        <a href={phone.href} className={buttonVariants({ variant: "secondary", size: "lg" })}>
          <Phone aria-hidden="true" />
          <span>
            <span className="sr-only">{copy.phoneLabel}: </span>
            {phone.display}
          </span>
        </a>
        <a href={`mailto:${email}`} className={buttonVariants({ variant: "outline", size: "lg" })}>
          <Mail aria-hidden="true" />
          <span>
            <span className="sr-only">{copy.emailLabel}: </span>
            {email}
          </span>
        </a>
      </div>
    </section>
  );
}
