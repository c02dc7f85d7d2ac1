import type { ProductType } from '../types';

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  indicator: 'Indicator',
  course: 'Course',
  signals: 'Signals',
};
