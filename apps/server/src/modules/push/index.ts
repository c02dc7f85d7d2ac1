// The push module's public face: other modules import it from here, never its files.
export { registerPush } from './plugin';
export type { PostedSignalNotice, PushQueue } from './queue';
