import { LANDING_FEATURES } from 'virtual:landing-features';
import {
  BarChart3,
  Brain,
  CalendarClock,
  CloudOff,
  Dumbbell,
  FileJson,
  type LucideIcon,
  RefreshCw,
  Smartphone,
} from 'lucide-react';

export interface ProductFeature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** Each promise's icon, in the order of the domain's landing texts (spec §1). */
const FEATURE_ICONS: LucideIcon[] = [
  Brain,
  Dumbbell,
  Smartphone,
  CalendarClock,
  BarChart3,
  FileJson,
  RefreshCw,
  CloudOff,
];

/** Every promise of spec §1, one card each: the texts from the domain, the icons from here. */
export const PRODUCT_FEATURES: ProductFeature[] = LANDING_FEATURES.map((feature, index) => ({
  ...feature,
  icon: FEATURE_ICONS[index] ?? Dumbbell,
}));
