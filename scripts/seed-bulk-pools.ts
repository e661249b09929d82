/** What seed-bulk.ts draws synthetic businesses from: towns, and per category names and services. */
import type { BusinessCategory } from '../src/shared/categories';

/** Kenya's larger towns: a business's town is drawn by population; its position spreads around it. */
export const TOWNS = [
  { name: 'Nairobi', latitude: -1.2864, longitude: 36.8172, population: 4_397_000, spreadKm: 7 },
  { name: 'Mombasa', latitude: -4.0435, longitude: 39.6682, population: 1_208_000, spreadKm: 4 },
  { name: 'Kisumu', latitude: -0.0917, longitude: 34.768, population: 610_000, spreadKm: 3 },
  { name: 'Nakuru', latitude: -0.3031, longitude: 36.08, population: 570_000, spreadKm: 3 },
  { name: 'Eldoret', latitude: 0.5143, longitude: 35.2698, population: 475_000, spreadKm: 3 },
  { name: 'Ruiru', latitude: -1.1466, longitude: 36.9609, population: 490_000, spreadKm: 3 },
  { name: 'Kikuyu', latitude: -1.2463, longitude: 36.6629, population: 233_000, spreadKm: 2 },
  { name: 'Thika', latitude: -1.0333, longitude: 37.0693, population: 251_000, spreadKm: 2.5 },
  { name: 'Kitengela', latitude: -1.473, longitude: 36.96, population: 154_000, spreadKm: 2 },
  { name: 'Naivasha', latitude: -0.7167, longitude: 36.4333, population: 198_000, spreadKm: 2.5 },
  { name: 'Machakos', latitude: -1.5177, longitude: 37.2634, population: 150_000, spreadKm: 2 },
  { name: 'Kitale', latitude: 1.0157, longitude: 35.0062, population: 162_000, spreadKm: 2 },
  { name: 'Malindi', latitude: -3.2192, longitude: 40.1169, population: 119_000, spreadKm: 2 },
  { name: 'Nyeri', latitude: -0.4201, longitude: 36.9476, population: 125_000, spreadKm: 2 },
  { name: 'Meru', latitude: 0.047, longitude: 37.649, population: 150_000, spreadKm: 2 },
  { name: 'Kakamega', latitude: 0.2827, longitude: 34.7519, population: 107_000, spreadKm: 2 },
] as const;

interface CategoryPools {
  /** How often it is a business's main category, relative to the others. */
  weight: number;
  nouns: string[];
  services: string[];
  description: string;
}

/** A comma-separated list, written as prose so the pools stay short. */
function list(text: string): string[] {
  return text.split(',').map((item) => item.trim());
}

export const CATEGORY_POOLS: Record<BusinessCategory, CategoryPools> = {
  'Beauty & Spa': {
    weight: 24,
    nouns: list('Salon, Beauty Salon, Hair Studio, Spa, Nail Bar, Barbershop, Kinyozi'),
    services: list(`Box braids, Cornrows, Manicure, Pedicure, Gel nails, Haircut, Shave, Facial,
      Massage, Wash and set, Dreadlocks retouch, Salon blow-dry, Weave fitting, Eyebrow threading,
      Bridal makeup`),
    description: 'Hair, nails and beauty treatments',
  },
  Healthcare: {
    weight: 8,
    nouns: list('Clinic, Medical Centre, Dental Clinic, Eye Care, Physiotherapy'),
    services: list(`General consultation, Dental check-up, Teeth cleaning, Eye test,
      Physiotherapy session, Blood pressure check, Lab tests, Antenatal visit, Vaccination`),
    description: 'Friendly clinic and health services',
  },
  Restaurant: {
    weight: 14,
    nouns: list('Restaurant, Cafe, Eatery, Grill, Kitchen, Nyama Choma Spot'),
    services: list(`Table for two, Table for four, Private dining, Birthday party booking,
      Nyama choma platter, Catering quote, Sunday brunch, Pilau lunch`),
    description: 'Home-style Kenyan food and grills',
  },
  Fitness: {
    weight: 5,
    nouns: list('Gym, Fitness Centre, Yoga Studio, Boxing Club'),
    services: list(`Personal training, Yoga class, Aerobics, Boxing lesson, Day pass,
      Monthly membership, Zumba, Swimming lesson`),
    description: 'Training, classes and coaching',
  },
  Education: {
    weight: 5,
    nouns: list('Tuition Centre, Academy, Driving School, Computer College'),
    services: list(`Maths tuition, English tuition, Driving lesson, Computer packages, Piano lesson,
      French class, Exam revision, Coding for kids`),
    description: 'Lessons and tuition for all ages',
  },
  Automotive: {
    weight: 7,
    nouns: list('Auto Garage, Car Wash, Motors, Tyre Centre, Auto Spares'),
    services: list(`Car wash, Engine service, Wheel alignment, Tyre change, Oil change, Diagnostics,
      Panel beating, Car detailing, Brake pads`),
    description: 'Car care, repairs and servicing',
  },
  Entertainment: {
    weight: 3,
    nouns: list('Events, Lounge, Studio, Games Arcade'),
    services: list(`DJ booking, Event MC, Photo shoot, Sound hire, Karaoke night, Studio recording,
      Party venue`),
    description: 'Events, music and good times',
  },
  'Professional Services': {
    weight: 7,
    nouns: list('Consultants, Associates, Accountants, Advocates, Agency'),
    services: list(`Tax filing, Bookkeeping, Legal consultation, Company registration, KRA PIN help,
      CV writing, Business plan, Audit`),
    description: 'Advice and paperwork done right',
  },
  Retail: {
    weight: 12,
    nouns: list('Shop, Boutique, Supermarket, Hardware, Mitumba Stall, Pharmacy'),
    services: list(`Tailoring, Alterations, Shoe repair, Home delivery, Gift wrapping,
      Fitting session, Click and collect, Personal shopping`),
    description: 'Everyday goods at fair prices',
  },
  'Home Services': {
    weight: 7,
    nouns: list('Cleaners, Plumbers, Electricals, Movers, Pest Control'),
    services: list(`House cleaning, Plumbing repair, Electrical wiring, Fumigation, Carpet cleaning,
      Moving help, Painting, Gas refill, Laundry`),
    description: 'Help around the home, done on time',
  },
  Technology: {
    weight: 4,
    nouns: list('Tech Hub, Phone Repair, Computers, Cyber Cafe'),
    services: list(`Phone screen repair, Laptop repair, Data recovery, Printing, Web design,
      CCTV installation, Software install, Battery replacement`),
    description: 'Repairs, printing and IT support',
  },
  Transport: {
    weight: 4,
    nouns: list('Shuttles, Travel, Cabs, Logistics, Boda Riders'),
    services: list(`Airport transfer, Shuttle seat, Parcel delivery, Car hire, Boda ride,
      Moving truck, Safari van hire`),
    description: 'Getting people and parcels there',
  },
};

export const FIRST_NAMES =
  list(`Wanjiku, Achieng, Kamau, Otieno, Njeri, Mwangi, Chebet, Amina, Kiprop,
  Akinyi, Wafula, Nyambura, Omondi, Mutheu, Hassan, Wairimu`);
export const LAST_NAMES =
  list(`Kariuki, Odhiambo, Mutua, Wambui, Kiprono, Hassan, Njoroge, Auma, Barasa,
  Cheruiyot, Kimani, Onyango, Maina, Ndungu, Ali, Korir`);
/** A business's name: a word or an owner's name, the category's noun, and now and then more. */
export const NAME_PREFIXES = [
  ...FIRST_NAMES,
  ...list(`Mama Njeri, Baraka, Neema, Upendo, Amani, Zawadi, Jamii, Tumaini, Imani, Faraja, Nuru,
    Bidii, Hodari, Sifa, Mwangaza, Pendo, Rehema, Lulu, Shujaa, Malaika, Jabali, Tausi, Simba, Twiga,
    Heshima, Uhuru, Kilele, Kito, Maridadi, Bora, Star, Royal, Golden, Green Valley, City, Prime`),
];
export const NAME_SUFFIXES =
  list(`Express, Plus, Annex, Corner, Point, Hub, Place, Junction, Deluxe,
  & Sons, Classic, Elite, Pioneer, Select, Gardens, Heights, Two, Kenya`);
export const STREETS =
  list(`Moi Avenue, Kenyatta Avenue, Tom Mboya Street, Biashara Street, Ngong Road,
  Thika Road, Jogoo Road, Langata Road, Mombasa Road, Waiyaki Way, Oginga Odinga Street,
  Kimathi Street, Market Street, Station Road, Hospital Road, Haile Selassie Avenue,
  Ronald Ngala Street, Uhuru Highway`);
export const TAGLINES = [
  'Walk-ins welcome.',
  'Open seven days a week.',
  'Book online and skip the queue.',
  'M-Pesa accepted.',
  'Friendly, experienced staff.',
  'Serving the neighbourhood since 2015.',
  'Fair prices, no surprises.',
  'Ask about our loyalty card.',
];
