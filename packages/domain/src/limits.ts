/** Business constants and limits (spec section 9, ruling 8 for reactions). */
export const LIMITS = {
  messagesPerPage: 100,
  uploadMaxBytes: 8388608,
  toastMs: 5000,
  copyTickMs: 2000,
  signInRedirectMs: 2000,
  signalsAccessDays: 7,
  chunkTimeoutMs: 120000,
  landingTestimonials: 4,
  landingFaqs: 4,
  sidebarCollapsePx: 900,
  sidebarOpenAbovePx: 768,
  popupDiscountPercent: 15,
  messageMaxChars: 4000,
  maxReactionsPerMessage: 20,
} as const;
