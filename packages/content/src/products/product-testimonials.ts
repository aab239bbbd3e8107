import { avatarImage } from "../avatar-image.js";
import { testimonials } from "../testimonials.js";
import type { ImageAsset, ProductTestimonial, Testimonial } from "../types/index.js";

/**
 * Builds the avatar of a product-page testimonial: initials on a gradient circle, kept in
 * `public/images/avatars/<slug>.webp` (96 × 96).
 * @public
 */
export function productAvatar(slug: string, name: string): ImageAsset {
  return avatarImage(`/images/avatars/${slug}.webp`, name, 96);
}

/**
 * A client of the Testimonials page quoted in a carousel: the same person, in the same words.
 */
function quoted(id: Testimonial["id"], industry: string): ProductTestimonial {
  const testimonial = testimonials.find((t) => t.id === id);
  if (!testimonial) throw new Error(`No testimonial ${id}`);
  const { name, rating, content } = testimonial;
  const slug = id.split("-").slice(0, 2).join("-");
  return { name, industry, avatar: productAvatar(slug, name), rating, text: content };
}

/**
 * The four testimonials of the AI Caller page carousel; one is a client of the Testimonials page.
 * @public
 */
export const aiCallerTestimonials: readonly ProductTestimonial[] = [
  quoted("sarah-whitman-brightside-family-dental", "Dental Practice"),
  {
    name: "James Carter",
    industry: "Real Estate",
    avatar: productAvatar("james-carter", "James Carter"),
    rating: 5,
    text: "Yard-sign calls used to hit voicemail while I was showing homes. Now every buyer is qualified in two minutes and lands in Follow Up Boss with notes. Two of last quarter's closings started as after-hours calls.",
  },
  {
    name: "Priya Raman",
    industry: "Hair Salon",
    avatar: productAvatar("priya-raman", "Priya Raman"),
    rating: 5,
    text: "My stylists never put down the scissors to grab the phone anymore. Rebooking calls are up, and no-shows fell from about one in eight appointments to one in fifteen once the reminder calls started. Clients know it's our AI assistant because it tells them, and most say they like not waiting on hold.",
  },
  {
    name: "Michael Torres",
    industry: "Insurance & Financial Services",
    avatar: productAvatar("michael-torres", "Michael Torres"),
    rating: 5,
    text: "Callers get accurate answers about documents and appointments 24/7, and anything sensitive is transferred straight to my team. Our part of setup was a short onboarding call; it was answering the next morning and had paid for itself within three weeks.",
  },
];

/**
 * The four testimonials of the AI Chatbot page carousel.
 * @public
 */
export const aiChatbotTestimonials: readonly ProductTestimonial[] = [
  {
    name: "Emily Nguyen",
    industry: "Med Spa",
    avatar: productAvatar("emily-nguyen", "Emily Nguyen"),
    rating: 5,
    text: "Half our leads arrive as Instagram DMs at 11 PM. The chatbot answers pricing questions, sends the deposit link and books them. We went from a three-hour reply time to instant, and bookings are up 40%.",
  },
  {
    name: "David Kim",
    industry: "E-commerce",
    avatar: productAvatar("david-kim", "David Kim"),
    rating: 5,
    text: "'Where is my order?' used to be 60% of our inbox. The chatbot pulls tracking from Shopify and answers in seconds, so our two support reps can focus on returns and VIP customers.",
  },
  {
    name: "Olivia Bennett",
    industry: "Boutique Hotel",
    avatar: productAvatar("olivia-bennett", "Olivia Bennett"),
    rating: 5,
    text: "Guests message us on WhatsApp about late check-in, parking and upgrades at all hours. Replies are instant, room upgrades are up, and our receptionists can give their full attention to the guests at the desk.",
  },
  {
    name: "Marcus Johnson",
    industry: "Education",
    avatar: productAvatar("marcus-johnson", "Marcus Johnson"),
    rating: 5,
    text: "Parents ask the same ten questions about fees, batches and schedules. The chatbot answers them on our website and WhatsApp and books counseling sessions into Google Calendar. Enrollments from chat doubled in one term.",
  },
];
