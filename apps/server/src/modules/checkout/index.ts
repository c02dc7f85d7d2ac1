// The checkout module's public face: other modules import it from here, never its files.
export { orderSchema, presentMemberOrder, presentMemberOrders } from './present';
export { findOrderById, listMemberOrders, listOrderLines } from './repo';
export { cancelCheckoutOrder } from './service';
export { refundPaidOrder } from './settlement-service';
