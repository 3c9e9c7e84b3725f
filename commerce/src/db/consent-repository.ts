import type { CommerceDatabase } from './connection';
import { timestamp } from './rows';

/** Every country without a rule of its own. */
export const OTHER_REGIONS = '*';

/** Whether visitors from a region must be asked before analytics and marketing cookies. */
export interface ConsentRegionRule {
  /** A country's ISO 3166 alpha-2 code, or OTHER_REGIONS. */
  region: string;
  consentRequired: boolean;
}

/**
 * The seed's privacy settings: every visitor is asked, so the banner and its rules are seen and
 * tested locally (a real shop sets its own in Shopify's admin).
 */
export const SEEDED_CONSENT_RULES: readonly ConsentRegionRule[] = [
  { region: OTHER_REGIONS, consentRequired: true },
];

/** A visitor's answer per purpose: granted, declined, or not given (null). */
export interface ConsentChoice {
  analytics: boolean | null;
  marketing: boolean | null;
  preferences: boolean | null;
  saleOfData: boolean | null;
}

const bit = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/** The shop's customer privacy settings (region rules) and the choices visitors made. */
export class ConsentRepository {
  constructor(private readonly db: CommerceDatabase) {}

  /** The rules, the other regions' first, then by country. */
  rules(): ConsentRegionRule[] {
    return this.db
      .prepare<[], { region: string; consent_required: number }>(
        `SELECT region, consent_required FROM consent_regions
          ORDER BY region = '${OTHER_REGIONS}' DESC, region`,
      )
      .all()
      .map((row) => ({ region: row.region, consentRequired: row.consent_required === 1 }));
  }

  /**
   * Whether a visitor from `country` must be asked: the country's own rule, else the other
   * regions' rule; a shop with no rules asks no one (Shopify's default outside regulated regions).
   */
  requiresConsent(country: string | undefined): boolean {
    const row = this.db
      .prepare<[string], { consent_required: number }>(
        `SELECT consent_required FROM consent_regions WHERE region IN (?, '${OTHER_REGIONS}')
          ORDER BY region = '${OTHER_REGIONS}' LIMIT 1`,
      )
      .get(country ?? OTHER_REGIONS);
    return row?.consent_required === 1;
  }

  /** Replaces every rule at once, in one transaction; answers how many there are. */
  replaceRules(rules: readonly ConsentRegionRule[]): number {
    const insert = this.db.prepare(
      'INSERT INTO consent_regions (region, consent_required) VALUES (?, ?)',
    );
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM consent_regions').run();
      for (const rule of rules) insert.run(rule.region, rule.consentRequired ? 1 : 0);
    })();
    return rules.length;
  }

  /** Keeps a visitor's choice (no identifier of the visitor: the region and the answers). */
  recordDecision(region: string, choice: ConsentChoice, now = new Date()): void {
    this.db
      .prepare(
        `INSERT INTO consent_decisions
           (decided_at, region, analytics, marketing, preferences, sale_of_data)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        timestamp(now),
        region,
        bit(choice.analytics),
        bit(choice.marketing),
        bit(choice.preferences),
        bit(choice.saleOfData),
      );
  }

  /** Since `day` (YYYY-MM-DD): how many choices allowed analytics, and how many declined it. */
  analyticsChoicesSince(day: string): { allowed: number; declined: number } {
    const row = this.db
      .prepare<[string], { allowed: number | null; declined: number | null }>(
        `SELECT SUM(analytics = 1) AS allowed, SUM(analytics = 0) AS declined
           FROM consent_decisions WHERE decided_at >= ?`,
      )
      .get(day);
    return { allowed: row?.allowed ?? 0, declined: row?.declined ?? 0 };
  }
}
