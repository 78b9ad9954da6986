export { createFulfillmentRouter } from './fulfillment-router';
export { orderView, type Order } from './order-view';
