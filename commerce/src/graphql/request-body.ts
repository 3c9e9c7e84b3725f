import { z } from 'zod';
import { HttpError } from '../http/http-error';

/** A GraphQL-over-HTTP request body, as Shopify's Storefront API accepts it. */
const graphqlRequestSchema = z.object(
  {
    query: z
      .string({ error: 'The request body must include a "query" string.' })
      .trim()
      .min(1, 'The "query" must not be empty.'),
    variables: z.record(z.string(), z.unknown()).nullish(),
    operationName: z.string().nullish(),
  },
  { error: 'The request body must be a JSON object with a "query".' },
);

export type GraphQLRequestBody = z.output<typeof graphqlRequestSchema>;

/**
 * Reads the body as JSON, or as a bare document for Content-Type application/graphql.
 * Every client mistake becomes a 400 with a message the client can act on.
 */
export function parseGraphQLRequestBody(
  body: Buffer,
  contentType: string | undefined,
): GraphQLRequestBody {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  const text = body.toString('utf8');
  let input: unknown = { query: text };
  if (mediaType !== 'application/graphql') {
    try {
      input = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.');
    }
  }
  const parsed = graphqlRequestSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where =
    issue && issue.path.length > 0 && issue.code !== 'invalid_type'
      ? ` (${issue.path.join('.')})`
      : '';
  throw new HttpError(400, `${issue?.message ?? 'Invalid request body.'}${where}`);
}
