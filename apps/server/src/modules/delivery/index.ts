// The delivery module's public face: other modules import it from here, never its files.
export { downloadLink, downloadLinksFor, presentProductFile, storeProductFile } from './files';
export { completeHandStep, pendingHandSteps } from './hand-step';
export { issueLicenseKeys } from './licenses';
export { deliveriesOf, orderDeliverySchema, type OrderDelivery } from './present';
export {
  findProductFile,
  revokeLicenseKeysOf as revokeLicenseKeys,
  setTradingViewUsername,
} from './repo';
