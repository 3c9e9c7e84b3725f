import type { CustomerAddressRecord, CustomerRecord } from '../db/customer-repository';
import { connectionFromArray, type ConnectionArgs } from '../graphql/connections';
import { fullName } from '../graphql/shared-fields';
import { gid } from '../lib/ids';
import { COUNTRIES, US_STATES } from '../lib/regions';

/** The address fields this platform keeps: a customer's default, an order's shipping (no phone). */
type AddressFields = Omit<CustomerAddressRecord, 'phone'> & { phone?: string | null };

/**
 * One address as both customer APIs name its fields: the Storefront API's MailingAddress
 * (provinceCode, countryCodeV2, phone) and the Customer Account API's CustomerAddress
 * (zoneCode, territoryCode, phoneNumber).
 */
export function addressView(address: AddressFields, id: string) {
  const province = address.provinceCode
    ? (US_STATES.get(address.provinceCode) ?? address.provinceCode)
    : null;
  const country = address.countryCode
    ? (COUNTRIES.get(address.countryCode) ?? address.countryCode)
    : null;
  const regionLine = [address.provinceCode, address.zip].filter(Boolean).join(' ');
  const formattedArea = [address.city, regionLine].filter(Boolean).join(', ');
  const phone = address.phone ?? null;
  return {
    ...address,
    id,
    name: fullName(address),
    company: null,
    province,
    zoneCode: address.provinceCode,
    country,
    countryCodeV2: address.countryCode,
    territoryCode: address.countryCode,
    phone,
    phoneNumber: phone,
    formattedArea,
    formatted: [address.address1, address.address2, formattedArea, country].filter(
      (line): line is string => typeof line === 'string' && line.length > 0,
    ),
  };
}

/**
 * Customer.defaultAddress and Customer.addresses (which holds just that address), with ids of
 * the API's address type.
 */
export function customerAddressFields(typeName: 'MailingAddress' | 'CustomerAddress') {
  const defaultAddress = (customer: CustomerRecord) =>
    customer.defaultAddress && addressView(customer.defaultAddress, gid(typeName, customer.id));
  return {
    defaultAddress,
    addresses: (customer: CustomerRecord, args: ConnectionArgs) => {
      const address = defaultAddress(customer);
      return connectionFromArray(address ? [address] : [], args, (item) => ({
        last_id: item.id,
        last_value: null,
      }));
    },
  };
}
