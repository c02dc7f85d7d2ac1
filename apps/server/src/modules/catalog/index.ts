// The catalog module's public face: other modules import it from here, never its files.
export {
  findProductsByKeys,
  listProducts,
  listProductsForSale,
  setSoldOnce,
  type ProductWithTiers,
} from './repo';
export { productFields } from './present';
