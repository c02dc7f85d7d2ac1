import { describe, expect, it } from 'vitest';
import { diffFaq, validateFaqForm } from './faq-form';

const faq = { id: 3, header: 'Refunds?', description: 'Within 14 days.', position: 2 };

describe('validateFaqForm', () => {
  it('requires a question and an answer', () => {
    expect(validateFaqForm({ header: ' ', description: '' })).toEqual({
      ok: false,
      errors: { header: 'Question is required', description: 'Answer is required' },
    });
  });

  it('keeps texts within the limits', () => {
    const result = validateFaqForm({ header: 'q'.repeat(201), description: 'a'.repeat(2000) });
    expect(result).toEqual({
      ok: false,
      errors: { header: 'Question is too long (at most 200 characters)', description: undefined },
    });
  });

  it('answers the trimmed texts', () => {
    expect(validateFaqForm({ header: ' Refunds? ', description: ' Yes. ' })).toEqual({
      ok: true,
      value: { header: 'Refunds?', description: 'Yes.' },
    });
  });
});

describe('diffFaq', () => {
  it('keeps only the changed fields', () => {
    expect(diffFaq(faq, { header: 'Refunds?', description: 'Within 30 days.' })).toEqual({
      description: 'Within 30 days.',
    });
    expect(diffFaq(faq, { header: 'Refunds', description: 'Within 14 days.' })).toEqual({
      header: 'Refunds',
    });
    expect(diffFaq(faq, { header: 'Refunds?', description: 'Within 14 days.' })).toEqual({});
  });
});
