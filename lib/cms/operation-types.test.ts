/**
 * The types of what WordPress answers (./generated/operations.ts) are generated from the operations themselves
 * (`npm run codegen`): this fails while the committed file is not what the operations and the schema give now, so
 * a query changed without regenerating fails `npm test`. The schema they are generated from is the embedded
 * server's; every field an operation reads has there the type it has on a real WordPress (WPGraphQL's printed
 * schema extended with the project's SDL), so the generated types hold for both.
 */
import { readFileSync } from 'node:fs';
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSchema } from '@/content-server/src/graphql/schema';
import { loadRealExtendedSchema } from '@/content-server/test/contract-helpers';
import { generateOperationTypes, OPERATION_TYPES_PATH } from '@/scripts/codegen';
import { ALL_OPERATIONS } from './queries';
import { schemaUsage } from './schema-usage';

describe('generated operation types', () => {
  let real: GraphQLSchema;
  beforeAll(() => {
    real = loadRealExtendedSchema();
  });

  it('are what `npm run codegen` generates from the current operations and schema', async () => {
    const committed = readFileSync(OPERATION_TYPES_PATH, 'utf8');
    expect(committed, 'lib/cms/generated/operations.ts is out of date: run `npm run codegen`').toBe(
      await generateOperationTypes(),
    );
  });

  it.each(Object.entries(ALL_OPERATIONS))(
    '%s reads every field with the type a real WordPress gives it',
    (_name, document) => {
      const embedded = schemaUsage(contentSchema(), document).fields;
      const expected = schemaUsage(real, document).fields;
      expect(Object.fromEntries(embedded)).toEqual(Object.fromEntries(expected));
    },
  );
});
