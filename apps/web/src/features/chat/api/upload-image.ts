import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

export type Upload = ApiResponse<'/api/uploads', 'post', 201>['upload'];

/**
 * Uploads an image for a message in a channel (POST /api/uploads, multipart). 413 over 8 MB,
 * 415 when the file is not an image. The message itself is sent with the upload's id.
 */
export async function uploadImage({
  channel,
  file,
}: {
  channel: string;
  file: File;
}): Promise<Upload> {
  const form = new FormData();
  form.append('channel', channel);
  form.append('file', file);
  const { upload } = await api.postForm('/api/uploads', form);
  return upload;
}
