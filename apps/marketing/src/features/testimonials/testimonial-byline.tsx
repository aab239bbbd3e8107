import type { Testimonial } from "@novaline/content";

/** Who said it: name, role and company logo. */
export function TestimonialByline({
  testimonial,
  id,
}: {
  testimonial: Pick<Testimonial, "name" | "role" | "company">;
  /** Id of the name, for the card's accessible name. */
  id?: string;
}) {
  const { name, role, company } = testimonial;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div className="grid">
        <span id={id} className="font-semibold">
          {name}
        </span>
        <span className="text-sm text-muted-foreground">
          {role} · {company.name}
        </span>
      </div>
      <img
        src={company.logo.src}
        srcSet={company.logo.srcSet}
        alt={company.logo.alt}
        width={company.logo.width}
        height={company.logo.height}
        loading="lazy"
        className="h-10 w-auto rounded-lg border border-border"
      />
    </div>
  );
}
