import type { BookingContent, SectionIntro } from "@novaline/content";
import { BookingEmbed } from "../booking/booking-embed";
import { Section } from "../../shared/sections/section";

export interface LandingBookingProps {
  id: string;
  intro: SectionIntro;
  /** The calendar's copy and settings: `booking` from `@novaline/content`. */
  copy: BookingContent;
}

/**
 * The booking section every call to action of the landing page leads to: the embedded calendar,
 * with what the call covers. It takes focus when a button scrolls to it (`tabIndex={-1}`), so
 * keyboard users continue from here.
 */
export default function LandingBooking({ id, intro, copy }: LandingBookingProps) {
  return (
    <Section id={id} intro={intro} tabIndex={-1} className="outline-none">
      <BookingEmbed copy={copy} headingLevel={3} />
    </Section>
  );
}
