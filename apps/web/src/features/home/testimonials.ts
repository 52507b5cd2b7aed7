// The three guest testimonials on the home page (spec section 9: three, fixed).
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'We booked a lounge for our squad’s finals night. Huge screen, zero lag, snacks on tap: we lost track of time somewhere around the third map.',
    author: 'Dev Malhotra',
    role: 'Esports team captain',
  },
  {
    quote:
      'I had been hunting one figure for months and found it here. It arrived packed like it was going to the Moon, and not a scratch on it.',
    author: 'Sana Kapoor',
    role: 'Figure collector',
  },
  {
    quote:
      'Came in for a co-op session, left with two volumes of manga and a new favourite hangout. The whole place feels like a starship crew lounge.',
    author: 'Rohan Iyer',
    role: 'Weekend explorer',
  },
];
