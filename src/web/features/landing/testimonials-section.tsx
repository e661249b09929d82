import { Star } from 'lucide-react';
import { SectionHeading } from './section-heading';

interface Testimonial {
  quote: string;
  name: string;
  role: string;
  place: string;
}

const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Saturdays used to mean my phone ringing the whole day while I had clients in the chair. Now they book from the link on my WhatsApp status and pay by M-Pesa there and then. No-shows have almost stopped.',
    name: 'Wanjiku Njoroge',
    role: 'Owner, Nywele Bora Salon',
    place: 'Thika',
  },
  {
    quote:
      'Our patients choose their own time and get a reminder the day before. The front desk spends less time on the phone and more time with the people in front of them.',
    name: 'Dr. Brian Otieno',
    role: 'Director, Afya Plus Clinic',
    place: 'Kisumu',
  },
  {
    quote:
      'Every seat on the morning shuttle is paid for before we leave the stage. I see the passenger list on my phone and the money is in our account the same day.',
    name: 'Hassan Mohamed',
    role: 'Operator, Pwani Link Shuttles',
    place: 'Mombasa',
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-raised/60 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="From business owners"
          title="Less time on the phone, more paid bookings"
        />
        <ul className="mt-12 grid gap-4 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-card border border-line bg-surface p-6">
                <div
                  className="flex gap-0.5 text-accent-500 dark:text-accent-400"
                  role="img"
                  aria-label="Rated 5 out of 5"
                >
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star key={index} className="size-4 fill-current" aria-hidden />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-fg">
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white dark:bg-brand-400 dark:text-brand-950"
                  >
                    {initials(testimonial.name)}
                  </span>
                  <span className="text-sm">
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="text-muted">
                      {testimonial.role}, {testimonial.place}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function initials(name: string): string {
  const words = name.replace(/^Dr\.\s*/, '').split(' ');
  return words
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
}
