import type { CommerceDatabase } from './connection';
import { toRecord } from './rows';

export interface BrandColorGroup {
  background?: string | null;
  foreground?: string | null;
}

/** The shop's description and brand (Shop.description, Shop.brand), kept on the shop's row. */
export interface ShopProfile {
  description: string | null;
  brand: {
    slogan: string | null;
    shortDescription: string | null;
    /** Media image ids. */
    logoId: number | null;
    squareLogoId: number | null;
    coverImageId: number | null;
    colors: { primary: BrandColorGroup[]; secondary: BrandColorGroup[] };
  };
}

const PROFILE_COLUMNS = `description,
  json_object('slogan', brand_slogan, 'shortDescription', brand_short_description,
    'logoId', brand_logo_id, 'squareLogoId', brand_square_logo_id,
    'coverImageId', brand_cover_image_id, 'colors', json(brand_colors_json)) AS brand_json`;

const EMPTY_PROFILE: ShopProfile = {
  description: null,
  brand: {
    slogan: null,
    shortDescription: null,
    logoId: null,
    squareLogoId: null,
    coverImageId: null,
    colors: { primary: [], secondary: [] },
  },
};

/** The seed writes the profile; the APIs only read it. */
export class ShopProfileRepository {
  constructor(private readonly db: CommerceDatabase) {}

  get(): ShopProfile {
    const row = this.db
      .prepare<[], object>(`SELECT ${PROFILE_COLUMNS} FROM shop WHERE id = 1`)
      .get();
    return row ? toRecord<ShopProfile>(row) : EMPTY_PROFILE;
  }
}
