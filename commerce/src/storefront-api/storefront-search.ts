import type { ArticleRecord } from '../db/blog-repository';
import type { CollectionRecord } from '../catalogue/collection-repository';
import type { PageRecord } from '../db/page-repository';
import type { ProductRecord } from '../db/records';
import { htmlToPlainText } from '../lib/html-text';
import { containsPhrase, equalsIgnoringCase } from '../lib/search-matching';
import { parseSearch, type SearchNode, type SearchTerm, termPattern } from '../lib/search-syntax';
import type { RequestContext } from './context';

/**
 * The shop's own search (`search` and `predictiveSearch`): which products and pages a query finds
 * and how relevant each is. A small catalogue needs no index: every product is scored per query.
 *
 * Terms (Shopify's search syntax: words AND, `OR`, `-` or `NOT`, quotes, parentheses):
 * a bare word matches the title, the product type, the vendor, a tag or the description (body);
 * `title:`, `tag:`, `product_type:`, `vendor:` narrow it to one of them. Relevance adds up, per
 * term, the best place it matched: title 3, tag / product type / vendor 2, description 1, so a
 * title match ranks above a tag or type match, which ranks above a mention in the description.
 */

/** What a product or a page offers to a query, by searchable field. */
interface SearchDocument {
  title: string;
  productType: string | null;
  vendor: string | null;
  tags: readonly string[];
  /** The description or body, as plain text. */
  body: string;
  /** Variant titles and SKUs (predictive search's VARIANTS_TITLE and VARIANTS_SKU). */
  variantTitles: readonly string[];
  variantSkus: readonly string[];
}

const TITLE = 3;
const ATTRIBUTE = 2;
const BODY = 1;

/** Fields a bare word looks in; predictive search can ask for fewer or others. */
export type SearchField =
  'TITLE' | 'PRODUCT_TYPE' | 'VENDOR' | 'TAG' | 'BODY' | 'VARIANTS_TITLE' | 'VARIANTS_SKU';

const EVERY_FIELD: readonly SearchField[] = ['TITLE', 'PRODUCT_TYPE', 'VENDOR', 'TAG', 'BODY'];

export function productDocument(product: ProductRecord, context: RequestContext): SearchDocument {
  const variants = context.catalogue.variants(product.id);
  return {
    title: product.title,
    productType: product.productType,
    vendor: product.vendor,
    tags: product.tags,
    body: htmlToPlainText(product.descriptionHtml),
    variantTitles: variants.map((variant) => variant.title),
    variantSkus: variants.flatMap((variant) => (variant.sku ? [variant.sku] : [])),
  };
}

export const collectionDocument = (collection: CollectionRecord): SearchDocument => ({
  title: collection.title,
  productType: null,
  vendor: null,
  tags: [],
  body: htmlToPlainText(collection.descriptionHtml),
  variantTitles: [],
  variantSkus: [],
});

export const pageDocument = (page: PageRecord): SearchDocument => ({
  title: page.title,
  productType: null,
  vendor: null,
  tags: [],
  body: htmlToPlainText(page.bodyHtml),
  variantTitles: [],
  variantSkus: [],
});

export const articleDocument = (article: ArticleRecord): SearchDocument => ({
  title: article.title,
  productType: null,
  vendor: null,
  tags: article.tags,
  body: htmlToPlainText(article.contentHtml),
  variantTitles: [],
  variantSkus: [],
});

/** How well a bare word (or quoted phrase) matches, looking only in `fields`; 0 for no match. */
function scoreWord(
  document: SearchDocument,
  value: string,
  prefix: boolean,
  fields: readonly SearchField[],
): number {
  const phrase = (text: string | null) => text !== null && containsPhrase(text, value, prefix);
  const scores: Record<SearchField, () => number> = {
    TITLE: () => (phrase(document.title) ? TITLE : 0),
    PRODUCT_TYPE: () => (phrase(document.productType) ? ATTRIBUTE : 0),
    VENDOR: () => (phrase(document.vendor) ? ATTRIBUTE : 0),
    TAG: () => (document.tags.some(phrase) ? ATTRIBUTE : 0),
    BODY: () => (phrase(document.body) ? BODY : 0),
    VARIANTS_TITLE: () => (document.variantTitles.some(phrase) ? ATTRIBUTE : 0),
    VARIANTS_SKU: () =>
      document.variantSkus.some((sku) => equalsIgnoringCase(sku, value, prefix)) ? ATTRIBUTE : 0,
  };
  return Math.max(0, ...fields.map((field) => scores[field]()));
}

/** A term's score against a document, or null when it does not match. */
function scoreTerm(
  term: SearchTerm,
  document: SearchDocument,
  fields: readonly SearchField[],
  lastWordPrefix: boolean,
): number | null {
  const { value, prefix: starred } = termPattern(term);
  const prefix = starred || (lastWordPrefix && !term.quoted);
  const score = (points: number) => (points > 0 ? points : null);
  switch (term.field?.toLowerCase() ?? null) {
    case null:
      return score(scoreWord(document, value, prefix, fields));
    case 'title':
      return score(containsPhrase(document.title, value, prefix) ? TITLE : 0);
    case 'tag':
      return score(document.tags.some((tag) => equalsIgnoringCase(tag, value, prefix)) ? 2 : 0);
    case 'product_type':
      return score(
        document.productType !== null && equalsIgnoringCase(document.productType, value, prefix)
          ? ATTRIBUTE
          : 0,
      );
    case 'vendor':
      return score(
        document.vendor !== null && equalsIgnoringCase(document.vendor, value, prefix)
          ? ATTRIBUTE
          : 0,
      );
    default:
      // Another field is ignored, as Shopify's search ignores fields it does not know.
      return 0;
  }
}

/** The last term of the query in reading order (the word a shopper is still typing). */
function lastTerm(node: SearchNode): SearchTerm | null {
  switch (node.type) {
    case 'term':
      return node;
    case 'not':
      return null;
    default:
      return node.items.length > 0 ? lastTerm(node.items[node.items.length - 1]!) : null;
  }
}

/** A parsed query, ready to score documents. */
export interface SearchQuery {
  score(document: SearchDocument): number | null;
}

/**
 * Reads a query. `lastWordPrefix` makes the last word a prefix (`prefix: LAST`, and predictive
 * search, which completes the word being typed); `fields` are those a bare word looks in.
 */
export function searchQuery(
  text: string,
  { lastWordPrefix = false, fields = EVERY_FIELD } = {},
): SearchQuery {
  const root = parseSearch(text);
  const last = lastWordPrefix ? lastTerm(root) : null;
  const evaluate = (node: SearchNode, document: SearchDocument): number | null => {
    switch (node.type) {
      case 'term':
        return scoreTerm(node, document, fields, node === last);
      case 'not':
        return evaluate(node.item, document) === null ? 0 : null;
      case 'and': {
        let total = 0;
        for (const item of node.items) {
          const score = evaluate(item, document);
          if (score === null) return null;
          total += score;
        }
        return total;
      }
      case 'or': {
        const scores = node.items
          .map((item) => evaluate(item, document))
          .filter((score): score is number => score !== null);
        return scores.length > 0 ? Math.max(...scores) : null;
      }
    }
  };
  return { score: (document) => evaluate(root, document) };
}

/** Shopify's tracking parameters of a search result, at its place (from 1) in the results. */
export const trackingParameters = (query: string, position: number) =>
  new URLSearchParams({ _pos: String(position), _psq: query, _ss: 'e', _v: '1.0' }).toString();
