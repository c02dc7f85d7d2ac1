// The coupons module's public face (decision 0051): other modules import it from here.
export { attachCartCoupon, detachCartCoupon } from './repo';
export {
  archiveCoupon,
  cartCouponOf,
  couponError,
  createCoupon,
  listCoupons,
  redeemCoupon,
  usableCoupon,
  type CartCoupon,
  type CouponListEntry,
} from './service';
