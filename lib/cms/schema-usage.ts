/**
 * What a GraphQL document uses of a schema: every `Parent.field` it selects (with the types of the arguments it
 * passes and of the field itself) and every type it names in a fragment. The contract tests compare this between
 * WordPress and the embedded server; the doctor compares a live WordPress with what the site expects.
 */
import { parse, TypeInfo, visit, visitWithTypeInfo, type GraphQLSchema } from 'graphql';

interface FieldUse {
  /** The field's type as the schema prints it, e.g. `[String]`, `HeroSettings`. */
  type: string;
  /** `name: Type` of each argument the document passes, sorted. */
  args: string[];
}

export interface SchemaUsage {
  fields: Map<string, FieldUse>;
  /** Type conditions of inline fragments and fragment definitions. */
  types: Set<string>;
}

export function schemaUsage(schema: GraphQLSchema, document: string): SchemaUsage {
  const usage: SchemaUsage = { fields: new Map(), types: new Set() };
  const info = new TypeInfo(schema);
  visit(
    parse(document),
    visitWithTypeInfo(info, {
      Field(node) {
        const parent = info.getParentType();
        const field = info.getFieldDef();
        if (!parent || !field || node.name.value.startsWith('__')) return;
        const args = (node.arguments ?? [])
          .map((argument) => {
            const definition = field.args.find((candidate) => candidate.name === argument.name.value);
            return `${argument.name.value}: ${definition ? String(definition.type) : '?'}`;
          })
          .sort();
        usage.fields.set(`${parent.name}.${field.name}`, { type: String(field.type), args });
      },
      InlineFragment(node) {
        if (node.typeCondition) usage.types.add(node.typeCondition.name.value);
      },
      FragmentDefinition(node) {
        usage.types.add(node.typeCondition.name.value);
      },
    }),
  );
  return usage;
}
