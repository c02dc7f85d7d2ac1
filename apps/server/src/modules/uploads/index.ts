// The uploads module's public face: other modules import it from here, never its files.
export { isUploadAttached, lockUpload, withdrawUploadsOf } from './repo';
export {
  fileTooLarge,
  isStoredProductImage,
  readProductImage,
  reencodeImage,
  storeProductImage,
  uploadUrl,
  type ChannelRules,
} from './service';
export { readUploadedFile } from './file-part';
