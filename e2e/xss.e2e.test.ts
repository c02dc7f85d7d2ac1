import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { connectChatSocket } from './support/chat-socket';
import { expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

/**
 * Markup and script in every kind of text members and staff can write. Each one, if it ran,
 * would set window.__xss or open a dialog.
 */
const CORPUS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload="window.__xss=1">',
  '\'><iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">click me</a>',
  '[click](javascript:window.__xss=1)',
  'javascript:alert(document.domain)',
  '<details open ontoggle="window.__xss=1">',
  '{{constructor.constructor("window.__xss=1")()}}',
  '<style>@import "javascript:window.__xss=1";</style>',
];

/** Fails on any dialog, checks nothing ran and that the text is shown as text. */
async function expectInert(page: Page, path: string, shown: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  for (const text of shown) {
    await expectVisible(
      page.getByText(text, { exact: false }).first(),
      `"${text}" as text on ${path}`,
    );
  }
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs, `dialogs on ${path}`).toEqual([]);
  // Nothing clicks links here: a javascript: URL rendered as a link or frame would go unseen.
  const scriptUrls = page.locator(
    'a[href^="javascript:" i], iframe[src^="javascript:" i], [src^="javascript:" i]',
  );
  expect(await scriptUrls.count(), `javascript: URLs on ${path}`).toBe(0);
}

describe('hostile text is shown, never run', () => {
  // Own server: the payloads are written into products, FAQ, reviews and the chat.
  const journey = useJourney({ ownServer: true });
  const personas = usePersonas(journey);

  it('in products, the FAQ, testimonials and chat messages', async () => {
    const founder = await personas.open('founder');
    const member = await personas.open('free');
    const api = founder.context.request;

    const product = await api.patch('/api/admin/products/indicator', {
      data: { description: CORPUS.join(' '), features: CORPUS },
    });
    expect(product.status(), await product.text()).toBe(200);
    for (const [i, text] of CORPUS.slice(0, 4).entries()) {
      const faq = await api.post('/api/admin/faqs', {
        data: { header: `${text} #${i}`, description: text },
      });
      expect(faq.status(), await faq.text()).toBe(201);
      const ids = (
        (await (await api.get('/api/admin/faqs')).json()) as { faqs: { id: number }[] }
      ).faqs.map((f) => f.id);
      // Bring it to the top, where the landing page shows it.
      const reordered = await api.put('/api/admin/faqs/order', {
        data: { ids: [ids.at(-1), ...ids.slice(0, -1)] },
      });
      expect(reordered.status()).toBe(200);
    }
    const review = await member.context.request.post('/api/testimonials', {
      data: { rating: 5, description: CORPUS[0] },
    });
    expect(review.status()).toBe(201);
    const { testimonial } = (await review.json()) as { testimonial: { id: number } };
    expect(
      (
        await api.patch(`/api/admin/testimonials/${testimonial.id}`, { data: { display: true } })
      ).status(),
    ).toBe(200);

    const chat = await connectChatSocket(journey.baseURL, founder.cookies);
    try {
      for (const text of CORPUS) {
        const ack = await chat.socket
          .timeout(5_000)
          .emitWithAck('message:send', { clientId: randomUUID(), channel: 'general', text });
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
      }
    } finally {
      chat.close();
    }

    await expectInert(member.page, '/products/indicator', CORPUS.slice(0, 3));
    await expectInert(member.page, '/', [CORPUS[0]!, CORPUS[1]!]);
    await expectInert(member.page, '/app/general', CORPUS.slice(0, 6));
  });
});
