// Three fixed guest testimonials, each a quotation with its author.
import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../testimonials.ts';
import { SectionHeading } from './section-heading.tsx';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="home-voices-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:pb-24">
      <SectionHeading id="home-voices-heading" eyebrow="Transmissions received" title="What Our Guests Say" />
      <ul className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, author, role }) => (
          <li key={author} className="grid">
            <figure className="glass glow-hover flex flex-col gap-5 rounded-2xl p-6">
              <Quote aria-hidden="true" className="size-8 text-violet-300" />
              <blockquote className="flex-1 leading-relaxed text-slate-200">
                <p>{quote}</p>
              </blockquote>
              <figcaption className="border-t border-white/10 pt-4">
                <span className="block font-semibold text-white">{author}</span>
                <span className="block text-sm text-cyan-300">{role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
