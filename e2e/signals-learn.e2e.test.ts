import { COPY } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { expectHidden, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

describe('signals room and learn', () => {
  const journey = useJourney({ ownServer: true });
  const personas = usePersonas(journey);

  it('shows an analyst’s signal live to a premium member, then moves it to the history', async () => {
    const analyst = await personas.open('analyst');
    const premium = await personas.open('premium');
    await premium.page.goto('/signals');
    await expectVisible(
      premium.page.getByRole('heading', { name: /Active signals/ }),
      'the active signals',
    );
    await analyst.page.goto('/signals');

    const name = `EURUSD long ${Date.now().toString(36)}`;
    await (
      await expectVisible(
        analyst.page.getByRole('button', { name: 'Add signal' }).first(),
        'Add signal',
      )
    ).click();
    const dialog = analyst.page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Entry').fill('1.0920');
    await dialog.getByLabel('Exit').fill('1.1');
    await dialog.getByLabel('Expected profit').fill('+1.8%');
    await dialog.getByRole('button', { name: 'Add signal' }).click();

    const card = premium.page.getByRole('article').filter({ hasText: name });
    await expectVisible(card, 'the new signal on the premium page, without a reload');
    await expectVisible(card.getByText('1.0920'), 'the entry with the trailing zero typed');

    const analystCard = analyst.page.getByRole('article').filter({ hasText: name });
    await (
      await expectVisible(analystCard.getByRole('button', { name: /Close/ }), 'Close on the card')
    ).click();
    const close = analyst.page.getByRole('dialog');
    await close.getByLabel('Position').fill('long');
    await close.getByLabel('P&L').fill('+2.1%');
    await close.getByRole('button', { name: /Close/ }).last().click();

    await expectHidden(card, 'the closed signal among the active ones');
    const history = premium.page
      .getByRole('table')
      .or(premium.page.getByRole('list'))
      .filter({ hasText: name });
    await expectVisible(history.first(), 'the closed signal in the history');
    await expectVisible(
      history.first().getByText('1.0920').first(),
      'the entry in the history, as typed',
    );
    const body = await (await premium.context.request.get('/api/signals')).json();
    const analystFigures = body.analysts.find(
      (a: { analystId: string }) => a.analystId === 'demo-analyst',
    );
    expect(analystFigures).toMatchObject({ trades: 1, wins: 1, cumulativePl: 2.1 });
  });

  it("refuses a free member an exclusive meeting's link", async () => {
    const founder = await personas.open('founder');
    const created = await founder.context.request.post('/api/meetings', {
      data: {
        title: 'Exclusive live class',
        provider: 'Zoom',
        link: 'https://meet.example/secret-room',
        startsAt: '2027-01-15T18:30:00Z',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();
    expect((await founder.context.request.post(`/api/meetings/${id}/start`)).status()).toBe(200);

    const free = await personas.open('free');
    await free.page.goto('/learn');
    const card = free.page.getByRole('article').filter({ hasText: 'Exclusive live class' });
    await (await expectVisible(card.getByRole('button', { name: /Join/ }), 'Join')).click();
    // Live classes are tier 2 and 3's (decision 0042).
    await expectVisible(free.page.getByText(COPY.meetings.needBadge).first(), 'the tier refusal');
    const join = await free.context.request.post(`/api/meetings/${id}/join`);
    expect(join.status()).toBe(403);
    expect(await join.text()).not.toContain('secret-room');
  });

  it('creates a meeting at a local start time and lists it at that time', async () => {
    const founder = await personas.open('founder');
    await founder.page.goto('/learn');
    await (
      await expectVisible(
        founder.page.getByRole('button', { name: 'Create meeting' }).first(),
        'Create meeting',
      )
    ).click();
    const dialog = founder.page.getByRole('dialog');
    const title = `Weekly review ${Date.now().toString(36)}`;
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Provider').fill('Zoom');
    await dialog.getByLabel('Start time').fill('2027-01-15T19:30');
    await dialog.getByLabel('Link').fill('https://meet.example/weekly');
    await dialog.getByRole('button', { name: 'Create meeting' }).click();

    const shown = await founder.page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(2027, 0, 15, 19, 30),
      ),
    );
    const card = founder.page.getByRole('article').filter({ hasText: title });
    await expectVisible(card.getByText(shown), `the start time ${shown} on the card`);
    const body = await (await founder.context.request.get('/api/meetings')).json();
    const created = body.meetings.find((m: { title: string }) => m.title === title);
    const local = await founder.page.evaluate(() => new Date(2027, 0, 15, 19, 30).toISOString());
    expect(created.startsAt).toBe(local);
  });
});
