import {
  Briefcase,
  Bus,
  Car,
  Cpu,
  Dumbbell,
  GraduationCap,
  House,
  type LucideIcon,
  ShoppingBag,
  Sparkles,
  Stethoscope,
  Ticket,
  UtensilsCrossed,
} from 'lucide-react';
import type { BusinessCategory } from '@shared/categories';

/** A Record, so a new category in the shared list fails the type check until it has an icon. */
export const CATEGORY_ICONS: Record<BusinessCategory, LucideIcon> = {
  'Beauty & Spa': Sparkles,
  Healthcare: Stethoscope,
  Restaurant: UtensilsCrossed,
  Fitness: Dumbbell,
  Education: GraduationCap,
  Automotive: Car,
  Entertainment: Ticket,
  'Professional Services': Briefcase,
  Retail: ShoppingBag,
  'Home Services': House,
  Technology: Cpu,
  Transport: Bus,
};
