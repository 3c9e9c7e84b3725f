import { lookup } from 'node:dns/promises';
import { BlockList, isIPv6 } from 'node:net';
import { publicDefaultSecrets, type CommerceConfig } from '../config';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether only this machine reaches `address` (an IP address, as a listening server has one). */
export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * Refuses to listen where other machines can connect while a token is still the default
 * published in this repository: anyone could then read every order and customer through the
 * Admin API.
 */
export async function assertSafeToListen(
  config: Pick<
    CommerceConfig,
    'host' | 'storefrontToken' | 'adminToken' | 'privateStorefrontToken'
  >,
): Promise<void> {
  const defaults = publicDefaultSecrets(config);
  if (defaults.length === 0) return;
  // Safe when every address the host stands for is a loopback one.
  const addresses = await lookup(config.host, { all: true });
  if (addresses.length > 0 && addresses.every(({ address }) => isLoopbackAddress(address))) return;
  const names = new Intl.ListFormat('en', { type: 'conjunction' }).format(defaults);
  const still =
    defaults.length === 1 ? 'has its public default value' : 'have their public default values';
  throw new Error(
    `Refusing to listen on ${config.host}, which other machines can reach, while ${names} ${still}. ` +
      `Set ${names} to secrets of your own, or leave COMMERCE_HOST unset to listen on 127.0.0.1 only.`,
  );
}
