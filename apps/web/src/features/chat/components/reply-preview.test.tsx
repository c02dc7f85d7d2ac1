// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { ReplyPreview } from './reply-preview';

const reply = (text: string) => ({
  id: 7,
  authorId: 'u1',
  authorName: 'Elena Varga',
  text,
  deleted: false,
});

describe('ReplyPreview', () => {
  it('quotes the answered message as plain words, its spoilers still hidden', () => {
    render(
      <ReplyPreview
        reply={reply('**Long** $BTC at `64k`, target ||72k|| https://x.io/c')}
        onJump={() => undefined}
      />,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe(
      'Reply to Elena VargaLong $BTC at 64k, target (spoiler) https://x.io/c',
    );
    expect(button.querySelector('strong, code, a')).toBeNull();
  });

  it('names an image message', () => {
    render(<ReplyPreview reply={reply('')} onJump={() => undefined} />);
    expect(screen.getByRole('button').textContent).toContain('Image');
  });
});
