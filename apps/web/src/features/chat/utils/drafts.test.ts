// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFTS, boundDrafts, draftKey, loadDraft, saveDraft } from './drafts';

const NOW = Date.UTC(2026, 10, 28, 12);

describe('drafts', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps a draft per member and per place', () => {
    saveDraft(draftKey('ana', { channel: 'general' }), 'hello', NOW);
    saveDraft(draftKey('ana', { threadRootId: 7 }), 'in a thread', NOW);
    expect(loadDraft(draftKey('ana', { channel: 'general' }), NOW)).toBe('hello');
    expect(loadDraft(draftKey('ana', { threadRootId: 7 }), NOW)).toBe('in a thread');
    expect(loadDraft(draftKey('bob', { channel: 'general' }), NOW)).toBe('');
    expect(loadDraft(draftKey('ana', { channel: 'faq' }), NOW)).toBe('');
  });

  it('forgets a draft once its text is empty (sent or cleared)', () => {
    const key = draftKey('ana', { channel: 'general' });
    saveDraft(key, 'hello', NOW);
    saveDraft(key, '  ', NOW);
    expect(loadDraft(key, NOW)).toBe('');
    expect(window.localStorage.getItem(DRAFTS.storageKey)).toBe('{}');
  });

  it('drops drafts older than the age limit', () => {
    const key = draftKey('ana', { channel: 'general' });
    saveDraft(key, 'old', NOW);
    expect(loadDraft(key, NOW + DRAFTS.maxAgeMs)).toBe('old');
    expect(loadDraft(key, NOW + DRAFTS.maxAgeMs + 1)).toBe('');
  });

  it('keeps only the newest drafts and cuts each at the message limit', () => {
    for (let i = 0; i <= DRAFTS.maxKept; i += 1) {
      saveDraft(draftKey('ana', { threadRootId: i }), `draft ${i}`, NOW + i);
    }
    const stored = JSON.parse(window.localStorage.getItem(DRAFTS.storageKey) ?? '{}') as object;
    expect(Object.keys(stored)).toHaveLength(DRAFTS.maxKept);
    expect(loadDraft(draftKey('ana', { threadRootId: 0 }), NOW + 100)).toBe('');
    expect(loadDraft(draftKey('ana', { threadRootId: DRAFTS.maxKept }), NOW + 100)).toBe(
      `draft ${DRAFTS.maxKept}`,
    );
    const long = draftKey('ana', { channel: 'general' });
    saveDraft(long, 'x'.repeat(DRAFTS.maxChars + 10), NOW + 100);
    expect(loadDraft(long, NOW + 100)).toHaveLength(DRAFTS.maxChars);
  });

  it('survives a damaged entry', () => {
    window.localStorage.setItem(DRAFTS.storageKey, '{not json');
    expect(loadDraft(draftKey('ana', { channel: 'general' }), NOW)).toBe('');
    window.localStorage.setItem(DRAFTS.storageKey, JSON.stringify({ a: { text: 3 }, b: null }));
    saveDraft(draftKey('ana', { channel: 'general' }), 'fresh', NOW);
    expect(boundDrafts(JSON.parse(window.localStorage.getItem(DRAFTS.storageKey)!), NOW)).toEqual({
      'ana:channel:general': { text: 'fresh', at: NOW },
    });
  });
});
