// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, MESSAGE_TEXT_PROBLEMS, withRoles, type RoleKey } from '@bbt/domain';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeFetch } from '../../../test/fake-fetch';
import { appProviders, testQueryClient } from '../../../test/render';
import type { Draft } from '../hooks/use-send-message';
import type { Member } from '../types';
import { Composer } from './composer';

const members: Member[] = [
  { id: 'u-grace', name: 'Grace Hopper', image: null, priority: 1, roles: [], isBot: false },
];

function renderComposer({
  roles = ['free_member'],
  allowCommands = false,
  onCommand = async () => true,
  draftKey,
}: {
  roles?: RoleKey[];
  allowCommands?: boolean;
  onCommand?: (text: string) => Promise<boolean>;
  draftKey?: string;
} = {}) {
  const api = installFakeFetch();
  const sent: Draft[] = [];
  const commands: string[] = [];
  const onCancelReply = vi.fn();
  render(
    <Composer
      slug="begginer"
      channelName="beginner's chat"
      author={{ roles: withRoles(...roles) }}
      allowCommands={allowCommands}
      members={members}
      channels={[]}
      replyTo={null}
      onCancelReply={onCancelReply}
      onSend={(draft) => sent.push(draft)}
      onCommand={(text) => {
        commands.push(text);
        return onCommand(text);
      }}
      insertRef={createRef()}
      attachRef={createRef()}
      emojiOpen={false}
      onToggleEmoji={() => {}}
      showMarketingLink={false}
      draftKey={draftKey}
    />,
    { wrapper: appProviders(testQueryClient()) },
  );
  const box = screen.getByRole('textbox', {
    name: "Message #beginner's chat",
  }) as HTMLTextAreaElement;
  const sendButton = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  return { api, sent, commands, box, sendButton, user: userEvent.setup() };
}

describe('Composer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('keeps unsent text as a draft that comes back when it opens again, until sent', async () => {
    const first = renderComposer({ draftKey: 'u-ana:channel:begginer' });
    await first.user.type(first.box, 'half a thought');
    cleanup();
    const again = renderComposer({ draftKey: 'u-ana:channel:begginer' });
    expect(again.box.value).toBe('half a thought');
    await again.user.type(again.box, '{Enter}');
    expect(again.sent.map((d) => d.text)).toEqual(['half a thought']);
    cleanup();
    expect(renderComposer({ draftKey: 'u-ana:channel:begginer' }).box.value).toBe('');
  });

  it("offers emoji after ':' and two letters, and sends a typed :fire: as the emoji", async () => {
    const { sent, box, user } = renderComposer();
    await user.type(box, 'breakout :roc');
    expect(screen.getByRole('option', { name: /🚀 :rocket:/ })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(box.value).toBe('breakout 🚀 ');
    await user.type(box, 'and :fire: `:fire:`{Enter}');
    expect(sent.map((d) => d.text)).toEqual(['breakout 🚀 and 🔥 `:fire:`']);
  });

  it('sends the typed text on Enter and empties itself', async () => {
    const { sent, box, user } = renderComposer();
    await user.type(box, 'hello{Enter}');
    expect(sent).toEqual([{ text: 'hello', replyTo: null, upload: null }]);
    expect(box.value).toBe('');
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const { sent, box, user, sendButton } = renderComposer();
    await user.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(box.value).toBe('one\ntwo');
    expect(sent).toEqual([]);
    await user.click(sendButton);
    expect(sent.map((d) => d.text)).toEqual(['one\ntwo']);
  });

  it('sends nothing while empty: the button is disabled and Enter does nothing', async () => {
    const { sent, box, user, sendButton } = renderComposer();
    expect(sendButton.disabled).toBe(true);
    await user.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    await user.type(box, 'x');
    expect(sendButton.disabled).toBe(false);
  });

  it('refuses a message over the length limit and says why', async () => {
    const { sent, box, user, sendButton } = renderComposer();
    await user.click(box);
    await user.paste('a'.repeat(LIMITS.messageMaxChars + 1));
    expect(sendButton.disabled).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE_TEXT_PROBLEMS.too_long);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);
  });

  it('suggests members after @ and puts the picked name in the text', async () => {
    const { sent, box, user } = renderComposer();
    await user.type(box, 'hi @gra');
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toContain('Grace Hopper');
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(box.value).toBe('hi @GraceHopper ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks the server for members it does not hold, so anyone in the community can be mentioned', async () => {
    const { api, box, user } = renderComposer();
    api.on('GET', '/api/members/search', (request) => ({
      body: {
        members:
          new URL(request.url, 'http://x').searchParams.get('q') === 'zan'
            ? [
                {
                  id: 'u-zane',
                  name: 'Zane Zyzzyva',
                  image: null,
                  priority: 7,
                  roles: [],
                  isBot: false,
                },
              ]
            : [],
      },
    }));
    await user.type(box, 'hi @z');
    // One letter would match a large part of the community: the server is not asked.
    expect(api.calls('GET', '/api/members/search')).toEqual([]);
    await user.type(box, 'an');
    const option = await screen.findByRole('option', { name: /Zane Zyzzyva/ });
    expect(api.calls('GET', '/api/members/search').map((r) => r.url)).toEqual([
      '/api/members/search?q=za',
      '/api/members/search?q=zan',
    ]);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(box.value).toBe('hi @ZaneZyzzyva ');
  });

  it("offers '@everyone' and roles to founders and admins only (decision 0023)", async () => {
    const offered = async (roles: RoleKey[]) => {
      const { box, user } = renderComposer({ roles });
      await user.type(box, '@ev');
      const labels = screen.queryAllByRole('option').map((o) => o.textContent);
      await user.clear(box);
      await user.type(box, '@blue');
      labels.push(...screen.queryAllByRole('option').map((o) => o.textContent));
      cleanup();
      return labels.join(' ');
    };
    for (const roles of [['founder'], ['admin']] satisfies RoleKey[][]) {
      const labels = await offered(roles);
      expect(labels).toContain('@everyone');
      expect(labels).toContain('@blue_badge_trader');
    }
    for (const roles of [['free_member'], ['support', 'analyst']] satisfies RoleKey[][]) {
      expect(await offered(roles)).toBe('');
    }
  });

  it('hides the suggestions on Escape', async () => {
    const { box, user } = renderComposer();
    await user.type(box, '@');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('suggests no commands where commands are not allowed', async () => {
    const { box, user } = renderComposer();
    await user.type(box, '/sta');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('runs a typed command instead of posting it, and keeps the text when it was refused', async () => {
    const outcome = { ran: false };
    const { sent, commands, box, user } = renderComposer({
      allowCommands: true,
      onCommand: async () => outcome.ran,
    });
    await user.type(box, '/sta');
    expect(screen.getByRole('option', { name: /status/ })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(box.value).toBe('/status ');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(commands).toEqual(['/status ']));
    expect(box.value).toBe('/status ');

    outcome.ran = true;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box.value).toBe(''));
    expect(sent).toEqual([]);
  });

  it('keeps what was typed while a command ran instead of emptying it when the command is done', async () => {
    let finish = (_ran: boolean) => {};
    const { commands, box, user } = renderComposer({
      allowCommands: true,
      onCommand: () => new Promise<boolean>((resolve) => (finish = resolve)),
    });
    await user.click(box);
    fireEvent.change(box, { target: { value: '/warn NinaOkafor' } });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(commands).toEqual(['/warn NinaOkafor']));

    // The bot's notice shows before the command's own answer: the founder types the next one.
    fireEvent.change(box, { target: { value: '/warn ElenaVarga' } });
    finish(true);
    // Enter is ignored until the first command is done; then it runs the second.
    await waitFor(async () => {
      await user.keyboard('{Enter}');
      expect(commands).toHaveLength(2);
    });
    expect(commands).toEqual(['/warn NinaOkafor', '/warn ElenaVarga']);
    finish(true);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('waits for an image upload before it can send, then sends it with the text', async () => {
    const { api, sent, box, user, sendButton } = renderComposer();
    const upload = deferredReply();
    api.on('POST', '/api/uploads', () => upload.reply);

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'chart.png', { type: 'image/png' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.type(box, 'look');
    expect(screen.getByRole('button', { name: 'Upload an image' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(sendButton.disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);

    const stored = { id: 'up-1', url: '/uploads/up-1.png', width: 4, height: 3 };
    upload.answer({ body: { upload: stored } });
    await waitFor(() => expect(sendButton.disabled).toBe(false));
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ text: 'look', replyTo: null, upload: stored }]);
  });

  it('attaches a pasted image as the picker does: preview, upload, sent with the message', async () => {
    const { api, sent, box, user, sendButton } = renderComposer();
    const stored = { id: 'up-2', url: '/uploads/up-2.png', width: 4, height: 3 };
    api.on('POST', '/api/uploads', () => ({ body: { upload: stored } }));

    const file = new File([new Uint8Array([137, 80, 78, 71])], 'screenshot.png', {
      type: 'image/png',
    });
    fireEvent.paste(box, { clipboardData: { files: [file], types: ['Files'] } });
    expect(screen.getByRole('button', { name: 'Remove screenshot.png' })).toBeTruthy();
    await waitFor(() => expect(sendButton.disabled).toBe(false));
    expect(api.calls('POST', '/api/uploads')).toHaveLength(1);
    await user.click(sendButton);
    expect(sent).toEqual([{ text: '', replyTo: null, upload: stored }]);
  });

  it('refuses a pasted image over 8 MB with the spec’s message, uploading nothing', async () => {
    const { api, box } = renderComposer();
    const file = new File([new Uint8Array(LIMITS.uploadMaxBytes + 1)], 'huge.png', {
      type: 'image/png',
    });
    fireEvent.paste(box, { clipboardData: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('File transfer limit is 8MB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove huge.png' })).toBeNull();
    expect(api.calls('POST', '/api/uploads')).toHaveLength(0);
  });
});
