// The cart module's public face: other modules import it from here, never its files.
export { discountCodeError } from './discount';
export {
  consumeDiscountCode,
  detachCartDiscount,
  findDiscountCode,
  issueDiscountCode,
  releaseDiscountCode,
  reserveDiscountCode,
} from './discount-repo';
export { removeCartProducts } from './repo';
export { getCart, type PricedCart } from './service';
