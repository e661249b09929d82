import type { BusinessCategory } from './categories';
import type { DiscoverTown } from './discover-rules';
import type { ServiceCategory } from './services';

/** The demo owner's sign-in, shown on the demo page and in the README; seeded with the demo data. */
export const DEMO_SIGN_IN = {
  email: 'demo@miadi.co.ke',
  password: 'Miadi-Demo-2026!',
} as const;

/**
 * The ten sample businesses: seeded into a new embedded database so every screen has something to
 * show, and pictured in the landing page's showcase.
 */
export interface DemoService {
  name: string;
  description: string;
  category: ServiceCategory;
  priceKes: number;
  durationMinutes: number;
}

export interface DemoBusiness {
  slug: string;
  name: string;
  /** The first is the one the showcase pictures. */
  categories: BusinessCategory[];
  tagline: string;
  description: string;
  /** A town Discover can centre on, so the showcase's link finds the business from anywhere. */
  city: DiscoverTown;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  paymentPolicy: 'pay_on_booking' | 'pay_after_service';
  opensAt: string;
  closesAt: string;
  /** Weekdays closed, 0 = Sunday. */
  closedDays: number[];
  services: DemoService[];
  staff: string[];
}

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    slug: 'amani-beauty-spa',
    name: 'Amani Beauty Spa',
    categories: ['Beauty & Spa', 'Healthcare', 'Fitness'],
    tagline: 'Massage, facials and nails in Westlands',
    description:
      'A calm day spa off Waiyaki Way: massages, facials, manicures and bridal packages.',
    city: 'Nairobi',
    address: 'Sarit Centre, 2nd Floor, Westlands',
    phone: '+254712345678',
    latitude: -1.2614,
    longitude: 36.8027,
    paymentPolicy: 'pay_on_booking',
    opensAt: '08:00',
    closesAt: '19:00',
    closedDays: [],
    services: [
      {
        name: 'Swedish Massage',
        description: 'Full-body relaxing massage with warm oils.',
        category: 'general',
        priceKes: 3500,
        durationMinutes: 60,
      },
      {
        name: 'Deep Tissue Massage',
        description: 'Firm pressure for tight shoulders and back.',
        category: 'general',
        priceKes: 4500,
        durationMinutes: 90,
      },
      {
        name: 'Classic Facial',
        description: 'Cleanse, exfoliate, mask and moisturise.',
        category: 'general',
        priceKes: 2500,
        durationMinutes: 45,
      },
      {
        name: 'Gel Manicure',
        description: 'Shape, cuticle care and long-lasting gel colour.',
        category: 'general',
        priceKes: 1500,
        durationMinutes: 45,
      },
    ],
    staff: ['Wanjiru Kamau', 'Achieng Otieno', 'Faith Mwende'],
  },
  {
    slug: 'kilele-fitness',
    name: 'Kilele Fitness Studio',
    categories: ['Fitness'],
    tagline: 'Personal training and group classes in Kilimani',
    description:
      'Strength, HIIT and spin classes with certified trainers, open early for commuters.',
    city: 'Nairobi',
    address: 'Argwings Kodhek Road, Kilimani',
    phone: '+254722100200',
    latitude: -1.2907,
    longitude: 36.7856,
    paymentPolicy: 'pay_on_booking',
    opensAt: '06:00',
    closesAt: '21:00',
    closedDays: [],
    services: [
      {
        name: 'Personal Training Session',
        description: 'One-to-one session with a certified trainer.',
        category: 'general',
        priceKes: 2000,
        durationMinutes: 60,
      },
      {
        name: 'HIIT Class',
        description: 'High-intensity interval training in a small group.',
        category: 'general',
        priceKes: 800,
        durationMinutes: 45,
      },
      {
        name: 'Spin Class',
        description: 'Forty-five minutes of music and sweat on the bike.',
        category: 'general',
        priceKes: 700,
        durationMinutes: 45,
      },
    ],
    staff: ['Brian Omondi', 'Grace Njoroge'],
  },
  {
    slug: 'pwani-dental',
    name: 'Pwani Dental Clinic',
    categories: ['Healthcare'],
    tagline: 'Family dentistry in Nyali',
    description: 'Check-ups, cleaning, fillings and whitening for the whole family.',
    city: 'Mombasa',
    address: 'Links Road, Nyali',
    phone: '+254733456789',
    latitude: -4.0191,
    longitude: 39.7203,
    paymentPolicy: 'pay_after_service',
    opensAt: '08:30',
    closesAt: '17:30',
    closedDays: [0],
    services: [
      {
        name: 'Dental Check-up',
        description: 'Examination and advice, with X-ray if needed.',
        category: 'general',
        priceKes: 2500,
        durationMinutes: 30,
      },
      {
        name: 'Scaling and Polishing',
        description: 'Professional cleaning to keep gums healthy.',
        category: 'general',
        priceKes: 4000,
        durationMinutes: 45,
      },
      {
        name: 'Teeth Whitening',
        description: 'In-chair whitening, about four shades brighter.',
        category: 'general',
        priceKes: 15000,
        durationMinutes: 90,
      },
    ],
    staff: ['Dr. Hassan Ali', 'Dr. Mwanaisha Said'],
  },
  {
    slug: 'lakeside-barbers',
    name: 'Lakeside Barbers',
    categories: ['Beauty & Spa'],
    tagline: 'Sharp cuts by the lake in Kisumu',
    description:
      'Cuts, shaves and beard grooming in Milimani, walk-ins welcome when chairs are free.',
    city: 'Kisumu',
    address: 'Oginga Odinga Street, Milimani',
    phone: '+254711223344',
    latitude: -0.1022,
    longitude: 34.7617,
    paymentPolicy: 'pay_after_service',
    opensAt: '09:00',
    closesAt: '20:00',
    closedDays: [],
    services: [
      {
        name: 'Haircut',
        description: 'Clipper or scissor cut, finished with a hot towel.',
        category: 'general',
        priceKes: 500,
        durationMinutes: 30,
      },
      {
        name: 'Haircut and Beard Trim',
        description: 'Full cut plus beard shaping and line-up.',
        category: 'general',
        priceKes: 800,
        durationMinutes: 45,
      },
      {
        name: 'Kids Haircut',
        description: 'For children under twelve.',
        category: 'general',
        priceKes: 300,
        durationMinutes: 30,
      },
    ],
    staff: ['Kevin Ochieng', 'Samuel Odhiambo'],
  },
  {
    slug: 'rift-valley-auto',
    name: 'Rift Valley Auto Care',
    categories: ['Automotive'],
    tagline: 'Service, tyres and diagnostics in Nakuru',
    description:
      'Book a service slot instead of queueing: oil changes, tyres, brakes and computer diagnostics.',
    city: 'Nakuru',
    address: 'Kenyatta Avenue, Nakuru Town',
    phone: '+254720987654',
    latitude: -0.2833,
    longitude: 36.0667,
    paymentPolicy: 'pay_after_service',
    opensAt: '08:00',
    closesAt: '18:00',
    closedDays: [0],
    services: [
      {
        name: 'Oil and Filter Change',
        description: 'Engine oil and filter for most saloon cars.',
        category: 'general',
        priceKes: 4500,
        durationMinutes: 60,
      },
      {
        name: 'Wheel Alignment',
        description: 'Computerised alignment and balancing.',
        category: 'general',
        priceKes: 2500,
        durationMinutes: 45,
      },
      {
        name: 'Engine Diagnostics',
        description: 'Full computer scan with a printed report.',
        category: 'general',
        priceKes: 3000,
        durationMinutes: 60,
      },
    ],
    staff: ['Peter Kiprono', 'Joseph Mutua'],
  },
  {
    slug: 'eldoret-physio',
    name: 'Eldoret Physiotherapy Centre',
    categories: ['Healthcare', 'Fitness'],
    tagline: 'Sports injuries and rehabilitation',
    description: 'Physiotherapy for runners and everyone else, from assessment to recovery plan.',
    city: 'Eldoret',
    address: 'Uganda Road, Eldoret',
    phone: '+254734567890',
    latitude: 0.5143,
    longitude: 35.2698,
    paymentPolicy: 'pay_on_booking',
    opensAt: '07:30',
    closesAt: '17:00',
    closedDays: [0],
    services: [
      {
        name: 'Initial Assessment',
        description: 'History, examination and a treatment plan.',
        category: 'general',
        priceKes: 3000,
        durationMinutes: 60,
      },
      {
        name: 'Sports Massage',
        description: 'For recovery after training and races.',
        category: 'general',
        priceKes: 2500,
        durationMinutes: 45,
      },
      {
        name: 'Follow-up Session',
        description: 'Treatment and exercises on an existing plan.',
        category: 'general',
        priceKes: 2000,
        durationMinutes: 45,
      },
    ],
    staff: ['Mercy Chebet', 'Daniel Kiptoo'],
  },
  {
    slug: 'tamu-tamu-kitchen',
    name: 'Tamu Tamu Kitchen',
    categories: ['Restaurant'],
    tagline: 'Swahili dishes and nyama choma in town',
    description:
      'Reserve a table for lunch or dinner: pilau, biryani, nyama choma and fresh juices.',
    city: 'Nairobi',
    address: 'Moi Avenue, Nairobi CBD',
    phone: '+254700111222',
    latitude: -1.2841,
    longitude: 36.8233,
    paymentPolicy: 'pay_after_service',
    opensAt: '11:00',
    closesAt: '22:00',
    closedDays: [],
    services: [
      {
        name: 'Table for Two',
        description: 'Lunch or dinner reservation for two guests.',
        category: 'food',
        priceKes: 500,
        durationMinutes: 90,
      },
      {
        name: 'Family Table',
        description: 'Reservation for up to six guests.',
        category: 'food',
        priceKes: 1000,
        durationMinutes: 120,
      },
      {
        name: 'Nyama Choma Platter',
        description: 'Pre-order a kilo of goat with kachumbari and ugali.',
        category: 'food',
        priceKes: 2200,
        durationMinutes: 90,
      },
    ],
    staff: ['Halima Abdi'],
  },
  {
    slug: 'safari-shuttle',
    name: 'Safari Shuttle Express',
    categories: ['Transport'],
    tagline: 'Daily shuttles Nairobi to Nakuru',
    description:
      'Comfortable 11-seater shuttles leaving from Archives, with a seat reserved in your name.',
    city: 'Nairobi',
    address: 'Tom Mboya Street, near Archives',
    phone: '+254799888777',
    latitude: -1.2836,
    longitude: 36.8262,
    paymentPolicy: 'pay_on_booking',
    opensAt: '06:00',
    closesAt: '18:00',
    closedDays: [],
    services: [
      {
        name: 'Nairobi to Nakuru Seat',
        description: 'One seat, about 2 hours 30 minutes.',
        category: 'transport',
        priceKes: 800,
        durationMinutes: 150,
      },
      {
        name: 'Nairobi to Naivasha Seat',
        description: 'One seat, about 1 hour 45 minutes.',
        category: 'transport',
        priceKes: 600,
        durationMinutes: 105,
      },
    ],
    staff: ['John Mwangi', 'Paul Kariuki'],
  },
  {
    slug: 'bahari-yoga',
    name: 'Bahari Yoga & Wellness',
    categories: ['Fitness', 'Beauty & Spa'],
    tagline: 'Yoga and meditation in Old Town',
    description: 'Morning and evening yoga, beginners welcome, mats provided.',
    city: 'Mombasa',
    address: 'Ndia Kuu Road, Old Town',
    phone: '+254745678901',
    latitude: -4.0622,
    longitude: 39.6773,
    paymentPolicy: 'pay_on_booking',
    opensAt: '06:30',
    closesAt: '19:30',
    closedDays: [1],
    services: [
      {
        name: 'Hatha Yoga Class',
        description: 'Gentle flow suitable for every level.',
        category: 'general',
        priceKes: 1000,
        durationMinutes: 60,
      },
      {
        name: 'Private Yoga Session',
        description: 'One-to-one practice shaped around you.',
        category: 'general',
        priceKes: 3500,
        durationMinutes: 60,
      },
      {
        name: 'Guided Meditation',
        description: 'Thirty minutes of breathing and stillness.',
        category: 'general',
        priceKes: 500,
        durationMinutes: 30,
      },
    ],
    staff: ['Zawadi Baraka'],
  },
  {
    slug: 'usafi-home-cleaning',
    name: 'Usafi Home Cleaning',
    categories: ['Home Services'],
    tagline: 'Trusted cleaners for homes and offices',
    description: 'Vetted, insured cleaners for regular and deep cleaning across Nakuru.',
    city: 'Nakuru',
    address: 'Milimani Estate, Nakuru',
    phone: '+254756789012',
    latitude: -0.2958,
    longitude: 36.0556,
    paymentPolicy: 'pay_after_service',
    opensAt: '08:00',
    closesAt: '17:00',
    closedDays: [0],
    services: [
      {
        name: 'Standard Home Clean',
        description: 'Two-bedroom home, about three hours.',
        category: 'general',
        priceKes: 2500,
        durationMinutes: 180,
      },
      {
        name: 'Deep Clean',
        description: 'Kitchen, bathrooms, windows and floors in depth.',
        category: 'general',
        priceKes: 6000,
        durationMinutes: 300,
      },
    ],
    staff: ['Esther Wambui', 'Lucy Nyambura', 'Alice Moraa'],
  },
];
