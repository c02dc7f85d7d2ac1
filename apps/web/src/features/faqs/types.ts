import type { ApiResponse } from '../../lib/api-types';

export type Faq = ApiResponse<'/api/faqs', 'get'>['faqs'][number];
