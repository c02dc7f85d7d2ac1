import { describe, it, expect } from 'vitest';
import * as domain from './index';

describe('@bbt/domain entry point', () => {
  it('re-exports every area', () => {
    for (const name of [
      'ROLE_KEYS',
      'priorityOf',
      'nameColor',
      'CHANNELS',
      'channelAccess',
      'sidebarChannels',
      'chatBlock',
      'COPY',
      'formatMessageDate',
      'LIMITS',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
