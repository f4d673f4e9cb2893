import type { Testimonial } from '../html';

export const clientVoices: Testimonial[] = [
  {
    quote:
      'Altitude asked better questions in the pitch than most agencies ask in a year, and the answers reshaped our whole patient experience.',
    name: 'Dr. Renée Castellanos',
    title: 'Chief Operating Officer',
    company: 'Lakeside Orthopedics',
  },
  {
    quote:
      'Our members finally saw themselves in our advertising. Applications went up 38 percent and our board stopped asking what marketing does.',
    name: 'Keisha Monroe',
    title: 'VP Marketing',
    company: 'Orange Blossom Credit Union',
  },
  {
    quote: 'They told us to stop spending on a channel we loved. It was the best advice we paid for all year.',
    name: 'Tomás Herrera',
    title: 'Founder',
    company: 'Cypress Coffee Roasters',
  },
  {
    quote:
      'Our reps kept hearing the radio spots quoted back to them on job sites at six in the morning. That is brand working.',
    name: 'Anand Mehta',
    title: 'Chief Marketing Officer',
    company: 'Palmetto Industrial Supply',
  },
  {
    quote: 'Every artist became a marketer, and they enjoyed it. Attendance tripled without a single paid ad.',
    name: 'Jordan Alvarez',
    title: 'Director',
    company: 'Eatonville Arts Collective',
  },
  {
    quote:
      'Buyers started asking about the Saturday market before they asked about the kitchen. That is when we knew the story had landed.',
    name: 'Megan Holloway',
    title: 'Sales Director',
    company: 'Lakeshore Living Communities',
  },
];

export const clientNames = [
  'Lakeside Orthopedics',
  'Orange Blossom Credit Union',
  'Cypress Coffee Roasters',
  'Palmetto Industrial Supply',
  'Gulfstream Outfitters',
  'Lakeshore Living Communities',
  'Eatonville Arts Collective',
  'Sunrise Balloon Festival',
];
