import type { CommerceDatabase } from './connection';
import { insertRow, timestamp, toRecord, updateRow } from './rows';

/** Shopify's ShopPolicyType: the policies a shop may set. */
export const SHOP_POLICY_TYPES = [
  'CONTACT_INFORMATION',
  'LEGAL_NOTICE',
  'PRIVACY_POLICY',
  'REFUND_POLICY',
  'SHIPPING_POLICY',
  'SUBSCRIPTION_POLICY',
  'TERMS_OF_SALE',
  'TERMS_OF_SERVICE',
] as const;

export type ShopPolicyType = (typeof SHOP_POLICY_TYPES)[number];

/** A policy the shop has set: gid://shopify/ShopPolicy/{id}. */
export interface ShopPolicyRecord {
  id: number;
  type: ShopPolicyType;
  title: string;
  bodyHtml: string;
  createdAt: string;
  updatedAt: string;
}

/** Shop policies, one per ShopPolicyType at most; an unset policy has no row. */
export class ShopPolicyRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** Every policy set, in id order. */
  all(): ShopPolicyRecord[] {
    return this.db
      .prepare<[], object>('SELECT * FROM shop_policies ORDER BY id')
      .all()
      .map((row) => toRecord<ShopPolicyRecord>(row));
  }

  findByType(type: ShopPolicyType): ShopPolicyRecord | undefined {
    const row = this.db
      .prepare<[string], object>('SELECT * FROM shop_policies WHERE type = ?')
      .get(type);
    return row && toRecord<ShopPolicyRecord>(row);
  }

  findById(id: number): ShopPolicyRecord | undefined {
    const row = this.db
      .prepare<[number], object>('SELECT * FROM shop_policies WHERE id = ?')
      .get(id);
    return row && toRecord<ShopPolicyRecord>(row);
  }

  /** Sets the policy's body; a policy set for the first time gets `newTitle`. */
  setBody(type: ShopPolicyType, bodyHtml: string, newTitle: string): ShopPolicyRecord {
    const now = timestamp();
    const existing = this.findByType(type);
    if (existing) {
      updateRow(this.db, 'shop_policies', 'id', existing.id, { bodyHtml, updatedAt: now });
    } else {
      const policy = { type, title: newTitle, bodyHtml, createdAt: now, updatedAt: now };
      insertRow(this.db, 'shop_policies', policy);
    }
    return this.findByType(type) as ShopPolicyRecord;
  }

  /** Unsets the policy: the storefront no longer shows it. */
  remove(type: ShopPolicyType): void {
    this.db.prepare('DELETE FROM shop_policies WHERE type = ?').run(type);
  }
}
