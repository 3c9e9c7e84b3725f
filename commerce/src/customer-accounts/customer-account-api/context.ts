import type { CustomerRecord, CustomerRepository } from '../../db/customer-repository';
import type { OrderRepository } from '../../db/order-repository';

/** What every resolver of one Customer Account API request can reach. */
export interface CustomerAccountContext {
  /** The signed-in customer (the access token's subject). */
  customer: CustomerRecord;
  customers: CustomerRepository;
  orders: OrderRepository;
  currencyCode: string;
}
